#!/usr/bin/env python3
"""Makes the test fonts in this folder from the bundled Inter (SIL OFL 1.1, no Reserved
Font Name, so a renamed, modified copy may be distributed; see LICENSE-Inter.txt).

Each font is Inter subset to printable ASCII, without kerning or other layout features,
with every glyph's advance set to a round fraction of the em, so a test can work out a
width by hand: width = characters × advance × size (+ tracking). The outlines are Inter's.

    python3 make-fonts.py           # makes the fonts not there yet; needs fontTools
    python3 make-fonts.py --force   # remakes every one (new digests: update the tests)
"""
import os
import sys
from fontTools.ttLib import TTFont
from fontTools import subset

HERE = os.path.dirname(os.path.abspath(__file__))
INTER = os.path.join(HERE, "../../../../Sources/Raster/Fonts")

# (folder, file, source face, family, style, PostScript name, weight class, advance in ems)
FONTS = [
    ("TestSans", "StacksnapTestSans-Regular.otf", "Inter-Regular.otf", "Stacksnap Test Sans", "Regular",
     "StacksnapTestSans-Regular", 400, 0.5),
    ("TestSans", "StacksnapTestSans-Heavy.otf", "Inter-Bold.otf", "Stacksnap Test Sans", "Heavy",
     "StacksnapTestSans-Heavy", 800, 0.625),
    ("TestSansWide", "StacksnapTestSans-Regular.otf", "Inter-Regular.otf", "Stacksnap Test Sans", "Regular",
     "StacksnapTestSans-Regular", 400, 0.75),
    ("SFStandIn", "SFProText-Regular.otf", "Inter-Regular.otf", "SF Pro Text", "Regular",
     "SFProText-Regular", 400, 0.5),
    ("SFStandIn", "SFProDisplay-Regular.otf", "Inter-Regular.otf", "SF Pro Display", "Regular",
     "SFProDisplay-Regular", 400, 0.625),
    ("SFUnifiedStandIn", "SFPro-Regular.otf", "Inter-Regular.otf", "SF Pro", "Regular",
     "SFPro-Regular", 400, 0.5),
]

def make(folder, name, source, family, style, postscript, weight, advance):
    font = TTFont(os.path.join(INTER, source))
    options = subset.Options()
    options.layout_features = []          # no kerning: advances alone decide widths
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 16, 17]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=range(0x20, 0x7F))
    subsetter.subset(font)
    for table in ("GPOS", "GSUB", "GDEF"):
        if table in font: del font[table]
    em = font["head"].unitsPerEm
    width = round(advance * em)
    hmtx = font["hmtx"]
    for glyph in hmtx.metrics:
        _, lsb = hmtx.metrics[glyph]
        hmtx.metrics[glyph] = (width, lsb)
    font["hhea"].advanceWidthMax = width
    font["OS/2"].usWeightClass = weight
    font["OS/2"].xAvgCharWidth = width
    cff = font["CFF "].cff
    cff.fontNames = [postscript]
    top = cff.topDictIndex[0]
    top.FullName = f"{family} {style}"
    top.FamilyName = family
    top.Weight = style
    table = font["name"]
    table.names = [n for n in table.names if n.nameID in (0,)]
    for platform in ((3, 1, 0x409), (1, 0, 0)):
        for nid, text in ((1, family), (2, style), (3, f"{postscript};stacksnap-test"), (4, f"{family} {style}"),
                          (5, "Version 1.000; test font made from Inter"), (6, postscript)):
            table.setName(text, nid, *platform)
    os.makedirs(os.path.join(HERE, folder), exist_ok=True)
    font.save(os.path.join(HERE, folder, name))

for entry in FONTS:
    # fontTools stamps a new modification date into each font, so a remade font has a new
    # digest: keep the ones there unless asked.
    if "--force" in sys.argv or not os.path.exists(os.path.join(HERE, entry[0], entry[1])):
        make(*entry)
