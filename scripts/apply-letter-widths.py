#!/usr/bin/env python3
"""Adds the per-letter advance corrections of scripts/letter-widths.tsv to Inter faces and
renames their family, in place. Run by scripts/make-fonts on the subset faces.

Each face takes the column of its group: Text (Inter-*.otf) or Display (InterDisplay-*.otf),
regular and lighter (weight class below 500) or medium and heavier; italics take their
upright's. A character's correction goes to its glyph and to the glyphs of its accented forms
(é takes e's, as the fit counted them), in font units rounded to the nearest, added to the
hmtx advance: the extra space falls after the outline, which does not move. (Pango and
HarfBuzz lay out by hmtx; the CFF charstrings' own widths are not read for sfnt fonts.)

The family becomes "Stacksnap Inter" / "Stacksnap Inter Display": the SIL Open Font License
asks modified versions to be told apart by name (Inter declares no Reserved Font Name, so
this is a courtesy rather than a requirement). File names stay as they were.

    scripts/apply-letter-widths.py scripts/letter-widths.tsv FONT.otf...
"""
import os
import sys
import unicodedata

from fontTools.ttLib import TTFont

GROUPS = ["text-regular", "text-heavy", "display-regular", "display-heavy"]
PREFIX = "Stacksnap"


def read_table(path):
    table = {}
    with open(path) as f:
        header = None
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if header is None:
                header = fields
                continue
            table[int(fields[0][2:], 16)] = {g: float(v) for g, v in zip(header[1:], fields[1:])}
    return table


def is_latin(point):
    return point <= 0x24F or 0x1E00 <= point <= 0x1EFF


def base_letter(point):
    """The character `point` is drawn on when it is a letter with marks, else itself."""
    decomposed = unicodedata.normalize("NFD", chr(point))
    if all(unicodedata.category(c).startswith("M") for c in decomposed[1:]):
        return ord(decomposed[0])
    return point


def rename(font):
    """Prefixes the family, full, PostScript and unique names with `PREFIX`."""
    for record in font["name"].names:
        text = record.toUnicode()
        if record.nameID in (3, 6) and text.startswith("Inter"):
            record.string = PREFIX + text
        elif record.nameID in (1, 4, 16) and text.startswith("Inter"):
            record.string = PREFIX + " " + text
        elif record.nameID == 5:
            record.string = text + "; " + PREFIX + " letter widths"
    cff = font["CFF "].cff
    cff.fontNames = [PREFIX + name for name in cff.fontNames]
    top = cff.topDictIndex[0]
    for key in ("FullName", "FamilyName"):
        if hasattr(top, key):
            setattr(top, key, PREFIX + " " + getattr(top, key))


def apply(font, name, table):
    design = "display" if os.path.basename(name).startswith("InterDisplay") else "text"
    group = design + ("-heavy" if font["OS/2"].usWeightClass >= 500 else "-regular")
    units = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    hmtx = font["hmtx"].metrics
    done = set()
    # The characters themselves first, so a glyph shared with an accented form takes its own.
    points = sorted(cmap, key=lambda p: (base_letter(p) != p, p))
    for point in points:
        if not is_latin(point):
            continue
        row = table.get(base_letter(point))
        glyph = cmap[point]
        if row is None or glyph in done:
            continue
        done.add(glyph)
        advance, lsb = hmtx[glyph]
        hmtx[glyph] = (max(0, advance + round(row[group] * units / 1000)), lsb)
    return group, len(done)


def main():
    table = read_table(sys.argv[1])
    for path in sys.argv[2:]:
        font = TTFont(path)
        group, count = apply(font, path, table)
        rename(font)
        font.save(path)
        print(f"{os.path.basename(path)}: {group}, {count} glyphs")


if __name__ == "__main__":
    main()
