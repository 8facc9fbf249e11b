#!/usr/bin/env python3
"""Prints CONFORMANCE.md's "Text" width table from two text-sample TSVs (before, now) written
by `stacksnap xcode-frames DIR... --text-tsv FILE`, with the samples and the error of
scripts/fit-letter-widths.py: per size and weight, the median error, the 95th percentile of
its size, and the share within a point. The rows leave out the samples fit-letter-widths.py
leaves out (recorded widths too far from the text's to be text widths); a last row counts
them too.

    scripts/text-width-table.py before.tsv now.tsv
"""
import importlib.util
import os
import sys

import numpy as np

spec = importlib.util.spec_from_file_location(
    "fit", os.path.join(os.path.dirname(os.path.abspath(__file__)), "fit-letter-widths.py"))
fit = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fit)

ROWS = [
    ("below 14", "regular", lambda s, w: s < 14 and w == "regular"),
    ("14–16", "regular", lambda s, w: 14 <= s < 17 and w == "regular"),
    ("17", "regular", lambda s, w: s == 17 and w == "regular"),
    ("17", "semibold", lambda s, w: s == 17 and w == "semibold"),
    ("17", "bold", lambda s, w: s == 17 and w == "bold"),
    ("14–16", "medium, semibold, bold", lambda s, w: 14 <= s < 17 and w in ("medium", "semibold", "bold")),
    ("18–19", "regular", lambda s, w: 18 <= s < 20 and w == "regular"),
    ("20 and up", "regular", lambda s, w: s >= 20 and w == "regular"),
    ("20 and up", "bold", lambda s, w: s >= 20 and w == "bold"),
    ("**all**", "", lambda s, w: True),
]


def stats(samples):
    if not samples:
        return None
    errors = np.array([fit.error(s) for s in samples])
    relative = errors / np.array([s["recorded"] for s in samples]) * 100
    return dict(n=len(samples), median=np.median(errors), median_pct=np.median(relative),
                p95=np.percentile(abs(errors), 95), p95_pct=np.percentile(abs(relative), 95),
                within=np.mean(abs(errors) <= 1 + 1e-9) * 100)


def row(size, weight, b, n, bold=True):
    """One table row: the run before (b) and now (n); the share now in bold unless not."""
    within = f"**{n['within']:.1f} %**" if bold else f"{n['within']:.1f} %"
    return (f"| {size} | {weight} | {n['n']:,} | {b['median']:+.1f} pt ({b['median_pct']:+.1f} %) | "
            f"{n['median']:+.1f} pt ({n['median_pct']:+.1f} %) | {b['p95']:.1f} pt ({b['p95_pct']:.1f} %) | "
            f"{n['p95']:.1f} pt ({n['p95_pct']:.1f} %) | {b['within']:.1f} % | {within} |")


def main():
    everything_before, everything_now = fit.load(sys.argv[1]), fit.load(sys.argv[2])
    before = [s for s in everything_before if not fit.excluded(s)]
    now = [s for s in everything_now if not fit.excluded(s)]
    print("| size | weight | samples | median error: before | now | 95th percentile of the error: "
          "before | now | within 1 pt: before | now |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for size, weight, keep in ROWS:
        print(row(size, weight, stats([s for s in before if keep(s["size"], s["weight"])]),
                  stats([s for s in now if keep(s["size"], s["weight"])])))
    print(row("all, the left-out samples too", "", stats(everything_before), stats(everything_now), bold=False))


if __name__ == "__main__":
    main()
