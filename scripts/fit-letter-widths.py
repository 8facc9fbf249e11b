#!/usr/bin/env python3
"""Fits per-letter advance corrections that bring the bundled Inter's widths closer to San
Francisco's, from the label widths Xcode recorded in public storyboards.

Input: a text-sample TSV written by `stacksnap xcode-frames DIR... --text-tsv FILE` with the
base the corrections are fitted on: fonts made by `scripts/make-fonts` from an empty
scripts/letter-widths.tsv, and `SystemTracking.fitted` all zero (Inter with San Francisco's
published tracking and SystemTracking's weight and display corrections only). Outputs: the
letters' corrections (--out), one row per character in 1/1000 em, for `scripts/make-fonts` to
add to each glyph's advance; and the tracking per size band (--tracking-out), in 1/1000 em,
which `SystemTracking.fitted` holds (a test keeps the two the same).

The samples are those CONFORMANCE.md's "Text" table counts: widths Xcode recorded at the
text's width (widthIsText), documents saved by Xcode 7 or later (toolsVersion >= 9000),
Latin text (no scalar above U+024F), one sample per distinct (text, size, weight, insets,
scale) with the median recorded width: copies of one label count once, and a button's title
is never merged with a label of the same text, whose error has other insets. A sample's error
is Stacksnap's width on the document's pixel grid plus the insets, minus Xcode's. A sample
whose base error is over a fifth of the recorded width and over 3 points is left out: no
difference between two sans-serif faces of one design brief comes near a fifth, so Xcode's
layout stretched or squeezed that view (a label 54 points wide holding 96 points of text, and
17 points tall where its line is 20): a layout difference, counted by the layout figures,
not a text width.

The model: a sample's error is -size/1000 x (the sum over its letters of the letter's
correction, plus its letter count x the tracking of its size band and weight class), where a
letter's correction is a term shared by every face plus a term for the face's group (Text
below 20 points or Display from 20, x regular and lighter or medium and heavier: Inter
Display's and the heavier weights' letters differ from San Francisco's differently), and the
size bands follow San Francisco's published tracking, which changes most between 12 and 20
points. Accented letters count as their base letter (Inter's accented glyphs are as wide as
their bases), so the rare ones borrow the fit of the common ones. Ridge regression keeps
letters with few samples near zero. Samples whose current error is over `cutoff` points are
left out of the fit (not of the figures): a few such would pull every letter they contain.

lambda and cutoff are chosen by cross-validation with 4 folds split by repository (a
repository's documents share texts, so a split by sample would flatter the fit); the share
within a point is printed cross-validated (the honest figure) and in-sample.

    scripts/fit-letter-widths.py text.tsv --out scripts/letter-widths.tsv \
        --tracking-out scripts/size-tracking.tsv
"""
import argparse
import collections
import csv
import math
import sys
import unicodedata

import numpy as np

GROUPS = ["text-regular", "text-heavy", "display-regular", "display-heavy"]
HEAVY = {"medium", "semibold", "bold", "heavy", "black"}
DISPLAY_SIZE = 20.0
FOLDS = 4
# Lower edges of the size bands with a tracking term of their own, in points; the last band
# is open. Kept in step with SystemTracking.fitted.
BANDS = [0, 12, 13, 14, 15, 16, 17, 18, 20, 24, 30]
WEIGHT_CLASSES = ["regular", "heavy"]
# A sample further than both of these from its text's width is not a text width (see above).
EXCLUDE_SHARE = 0.2
EXCLUDE_POINTS = 3.0


def base_letter(ch):
    """The letter an accented character is drawn on: é -> e; other characters stay."""
    decomposed = unicodedata.normalize("NFD", ch)
    return decomposed[0] if decomposed else ch


def band(size):
    return max(i for i, edge in enumerate(BANDS) if size >= edge)


def tracking_column(letter_count, band_index, heavy):
    """The design matrix's column for a size band's tracking in a weight class: after the
    letters' shared and per-group columns, the regular class's bands, then the heavy's."""
    return letter_count * (1 + len(GROUPS)) + band_index + len(BANDS) * heavy


def group(size, weight):
    design = "display" if size >= DISPLAY_SIZE else "text"
    return GROUPS.index(design + ("-heavy" if weight in HEAVY else "-regular"))


def repository(path):
    """The repository a document comes from: the path component after ibc/, ctl/ or ctl2/."""
    parts = path.split("/")
    for i, part in enumerate(parts[:-1]):
        if part in ("ibc", "ctl", "ctl2"):
            return part + "/" + parts[i + 1]
    return parts[0]


def load(path):
    rows = collections.defaultdict(list)
    with open(path, newline="") as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if r["widthIsText"] != "true":
                continue
            if int(float(r["toolsVersion"].split(".")[0] or 0)) < 9000:
                continue
            if any(ord(c) > 0x24F for c in r["text"]):
                continue
            # Copies of one label share a sample; the same text with other insets (a button's
            # content insets) or on another pixel grid is another sample, since its error
            # is worked out from its own insets and scale.
            rows[(r["text"], float(r["size"]), r["weight"], r["horizontalInsets"], r["scale"])].append(r)
    samples = []
    for (text, size, weight, _, _), rs in rows.items():
        first = rs[0]
        samples.append(dict(
            text=text, size=size, weight=weight, repo=repository(first["file"]),
            measured=float(first["measuredWidth"]), scale=float(first["scale"]),
            insets=float(first["horizontalInsets"]),
            recorded=float(np.median([float(r["recordedWidth"]) for r in rs])),
            group=group(size, weight), heavy=weight in HEAVY))
    return samples


def excluded(s):
    """Whether Xcode's recorded width is too far from the text's to be a text width."""
    e = abs(error(s))
    return e > EXCLUDE_POINTS and e > EXCLUDE_SHARE * s["recorded"]


def error(s, added=0.0):
    """Stacksnap's width on the pixel grid plus insets, minus Xcode's, with `added` points."""
    scale = s["scale"]
    return math.ceil(round((s["measured"] + added) * scale, 6)) / scale + s["insets"] - s["recorded"]


def design_matrix(samples, letters):
    """Columns: a shared term per letter, then a term per letter for each group, then a
    tracking term per size band and weight class. An entry is the points a correction of
    1/1000 em to that letter (or to every letter in that band) adds to the sample, x1000."""
    index = {c: i for i, c in enumerate(letters)}
    k = len(letters)
    a = np.zeros((len(samples), tracking_column(k, 0, len(WEIGHT_CLASSES))))
    for row, s in enumerate(samples):
        for ch in s["text"]:
            col = index.get(base_letter(ch))
            if col is None:
                continue
            a[row, col] += s["size"]
            a[row, k * (1 + s["group"]) + col] += s["size"]
        a[row, tracking_column(k, band(s["size"]), s["heavy"])] = len(s["text"]) * s["size"]
    return a


def fit(samples, letters, lam, cutoff):
    used = [s for s in samples if abs(error(s)) <= cutoff]
    a = design_matrix(used, letters)
    y = -np.array([error(s) for s in used]) * 1000
    return np.linalg.solve(a.T @ a + lam * np.eye(a.shape[1]), a.T @ y)


def added_points(samples, letters, coef):
    return design_matrix(samples, letters) @ coef / 1000


def within(samples, added):
    return sum(abs(error(s, d)) <= 1 + 1e-9 for s, d in zip(samples, added)) / len(samples)


def folds(samples):
    """Repositories into 4 folds of about equal sample counts, largest repository first."""
    counts = collections.Counter(s["repo"] for s in samples)
    sizes = [0] * FOLDS
    fold_of = {}
    for repo, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        f = sizes.index(min(sizes))
        fold_of[repo] = f
        sizes[f] += n
    return [fold_of[s["repo"]] for s in samples]


def cross_validate(samples, letters, lam, cutoff):
    fold = folds(samples)
    added = [0.0] * len(samples)
    for f in range(FOLDS):
        train = [s for s, g in zip(samples, fold) if g != f]
        test = [i for i, g in enumerate(fold) if g == f]
        coef = fit(train, letters, lam, cutoff)
        for i, d in zip(test, added_points([samples[i] for i in test], letters, coef)):
            added[i] = d
    return added


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tsv")
    parser.add_argument("--out", help="where to write the letters' corrections")
    parser.add_argument("--tracking-out", help="where to write the tracking per size band")
    parser.add_argument("--lambdas", default="1e3,3e3,1e4,3e4")
    parser.add_argument("--cutoffs", default="2,3,5")
    args = parser.parse_args()

    everything = load(args.tsv)
    samples = [s for s in everything if not excluded(s)]
    letters = sorted({base_letter(c) for s in samples for c in s["text"]})
    print(f"{len(samples)} samples ({len(everything) - len(samples)} more left out: not text widths), "
          f"{len(letters)} letters, {len({s['repo'] for s in samples})} repositories", file=sys.stderr)
    print(f"now: {within(samples, [0.0] * len(samples)):.1%} within a point", file=sys.stderr)

    best = None
    for lam in [float(x) for x in args.lambdas.split(",")]:
        for cutoff in [float(x) for x in args.cutoffs.split(",")]:
            share = within(samples, cross_validate(samples, letters, lam, cutoff))
            print(f"lambda {lam:g} cutoff {cutoff:g}: {share:.1%} cross-validated", file=sys.stderr)
            if best is None or share >= best[0]:  # ties: the larger lambda, the smoother fit
                best = (share, lam, cutoff)
    share, lam, cutoff = best
    coef = fit(samples, letters, lam, cutoff)
    in_sample = within(samples, added_points(samples, letters, coef))
    print(f"chosen lambda {lam:g} cutoff {cutoff:g}: {share:.1%} cross-validated, "
          f"{in_sample:.1%} in-sample; of all {len(everything)} samples, the left-out ones "
          f"counted as misses: {share * len(samples) / len(everything):.1%} cross-validated", file=sys.stderr)

    if args.out:
        k = len(letters)
        with open(args.out, "w") as f:
            f.write("# Per-letter advance corrections for the bundled Inter, in 1/1000 em, added by\n"
                    "# scripts/make-fonts to the glyph of each character (and of its accented forms).\n"
                    f"# Fitted by scripts/fit-letter-widths.py on {len(samples)} label widths Xcode\n"
                    f"# recorded in public storyboards: lambda {lam:g}, cutoff {cutoff:g} pt;\n"
                    f"# within a point {share:.1%} cross-validated by repository, {in_sample:.1%} in-sample.\n"
                    "# Columns: the character as U+XXXX, then the correction for each face group.\n")
            f.write("char\t" + "\t".join(GROUPS) + "\n")
            for i, ch in enumerate(letters):
                values = [coef[i] + coef[k * (1 + g) + i] for g in range(len(GROUPS))]
                if all(abs(v) < 0.05 for v in values):
                    continue
                f.write(f"U+{ord(ch):04X}\t" + "\t".join(f"{v:.1f}" for v in values) + "\n")
    if args.tracking_out:
        with open(args.tracking_out, "w") as f:
            f.write("# Tracking added to the system font per size band and weight class, in 1/1000 em, on\n"
                    "# top of San Francisco's published tracking; SystemTracking.fitted holds the same\n"
                    f"# values. Fitted with scripts/letter-widths.tsv by scripts/fit-letter-widths.py.\n"
                    "# Columns: the band's lower edge in points, then each weight class.\n")
            f.write("from\t" + "\t".join(WEIGHT_CLASSES) + "\n")
            for i, edge in enumerate(BANDS):
                values = [coef[tracking_column(len(letters), i, w)] for w in range(len(WEIGHT_CLASSES))]
                f.write(f"{edge}\t" + "\t".join(f"{v:.1f}" for v in values) + "\n")


if __name__ == "__main__":
    main()
