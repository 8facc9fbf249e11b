#!/usr/bin/env python3
"""Writes the distribution × alignment × axis matrix of the conformance corpus.

Along the axis a stack's frames depend only on its distribution, across it only on its
alignment, so the 60 combinations follow from two small tables worked out by hand from the
stack-view reference (the arithmetic is in the comments below). This script only combines
them into fixture files; it never runs the engine.

Views (intrinsic w×h; first/last baseline from the top): a 40×20 (15/15), b 10×30 (20/25),
c 20×10 (5/8). Horizontal stacks are 100 × 40, vertical ones 40 × 100; spacing 5.
"""
import os

H_AXIS = {  # x, width per view; lengths 40, 10, 20 (sum 70) + 2×5 in 100
    # fill: 20 extra points; ties go to the first view → a = 60.
    "fill": [(0, 60), (65, 10), (80, 20)],
    # fillEqually: (100 − 10) / 3 = 30.
    "fillEqually": [(0, 30), (35, 30), (70, 30)],
    # fillProportionally (UIKit): T = 70 + 10 = 80; a = 40/80·100 = 50 @999,
    # b = 10/80·100 = 12.5 @998; the chain leaves c = 90 − 62.5 = 27.5 (its 25 @997 breaks).
    "fillProportionally": [(0, 50), (55, 12.5), (72.5, 27.5)],
    # equalSpacing: two equal gaps (100 − 70) / 2 = 15.
    "equalSpacing": [(0, 40), (55, 10), (80, 20)],
    # equalCentering: centres 20 and 90 → b's centre 55, x 50 (gaps 10 and 20 ≥ 5).
    "equalCentering": [(0, 40), (50, 10), (80, 20)],
}
V_AXIS = {  # y, height per view; lengths 20, 30, 10 (sum 60) + 2×5 in 100
    "fill": [(0, 50), (55, 30), (90, 10)],
    "fillEqually": [(0, 30), (35, 30), (70, 30)],
    # T = 60 + 10 = 70: a = 20/70·100 = 28.571 @999, b = 30/70·100 = 42.857 @998,
    # c = 90 − 71.429 = 18.571.
    "fillProportionally": [(0, 28.571), (33.571, 42.857), (81.429, 18.571)],
    "equalSpacing": [(0, 20), (40, 30), (90, 10)],
    # centres 10 and 95 → b's centre 52.5, y 37.5 (gaps 17.5 and 22.5 ≥ 5).
    "equalCentering": [(0, 20), (37.5, 30), (90, 10)],
}
H_CROSS = {  # y, height per view in a 40-point-tall stack; heights 20, 30, 10
    "fill": [(0, 40), (0, 40), (0, 40)],
    "top": [(0, 20), (0, 30), (0, 10)],
    "center": [(10, 20), (5, 30), (15, 10)],
    "bottom": [(20, 20), (10, 30), (30, 10)],
    # First baselines (15, 20, 5) meet at Y. The spanner (fit 51) shrinks: its bottom is the
    # stack's (40) and must hold the lowest bottom Y + 10 → Y ≤ 30; its top ≤ Y − 20 →
    # height 60 − Y, smallest at Y = 30 (the canvas top only needs Y − 15 ≥ 0).
    "firstBaseline": [(15, 20), (10, 30), (25, 10)],
    # Last baselines (15, 25, 8) meet at Y. The spanner's top is the stack's (0) and ≤ every
    # top → Y ≥ 25; its height Y + 5 shrinks → Y = 25 (the bottom only needs a's ≤ 40).
    "lastBaseline": [(10, 20), (0, 30), (17, 10)],
}
V_CROSS = {  # x, width per view in a 40-point-wide stack; widths 40, 10, 20
    "fill": [(0, 40), (0, 40), (0, 40)],
    "leading": [(0, 40), (0, 10), (0, 20)],
    "center": [(0, 40), (15, 10), (10, 20)],
    "trailing": [(0, 40), (30, 10), (20, 20)],
    # Baselines align only horizontally: a vertical stack maps them to leading / trailing.
    "firstBaseline": [(0, 40), (0, 10), (0, 20)],
    "lastBaseline": [(0, 40), (30, 10), (20, 20)],
}
VIEWS = [("a", 40, 20, 15, 15), ("b", 10, 30, 20, 25), ("c", 20, 10, 5, 8)]


def fixture(distribution):
    spec, expect, constraints = [], [], []
    for axis, cross_table, axis_table in (("horizontal", H_CROSS, H_AXIS), ("vertical", V_CROSS, V_AXIS)):
        for alignment in cross_table:
            sid = f"{axis[0]}_{alignment}"
            spec.append(f"    - type: stack\n      id: {sid}\n      axis: {axis}\n"
                        f"      distribution: {distribution}\n      alignment: {alignment}\n"
                        f"      spacing: 5\n      arranged:")
            expect.append(f"    {sid}: [0, 0, {100 if axis == 'horizontal' else 40}, "
                          f"{40 if axis == 'horizontal' else 100}]")
            for i, (name, w, h, fb, lb) in enumerate(VIEWS):
                vid = f"{sid}_{name}"
                spec.append(f"        - {{type: view, id: {vid}, intrinsicSize: [{w}, {h}], "
                            f"firstBaseline: {fb}, lastBaseline: {lb}}}")
                (p, length), (q, thickness) = axis_table[distribution][i], cross_table[alignment][i]
                frame = [p, q, length, thickness] if axis == "horizontal" else [q, p, thickness, length]
                expect.append(f"    {vid}: [{', '.join(fmt(v) for v in frame)}]")
            size = ("100", "40") if axis == "horizontal" else ("40", "100")
            constraints += [f'  - "{sid}.leading == root.leading"', f'  - "{sid}.top == root.top"',
                            f'  - "{sid}.width == {size[0]}"', f'  - "{sid}.height == {size[1]}"']
    header = (f"# Matrix: {distribution} × every alignment × both axes, written by\n"
              "# scripts/make-conformance-matrix.py from tables worked out by hand (see there).\n")
    return (header + "canvas: {width: 200, height: 200, scale: 1}\nroot:\n  subviews:\n"
            + "\n".join(spec) + "\nconstraints:\n" + "\n".join(constraints)
            + "\n---\nexpect:\n  default:\n" + "\n".join(expect) + "\n")


def fmt(v):
    return str(int(v)) if float(v).is_integer() else str(v)


if __name__ == "__main__":
    folder = os.path.join(os.path.dirname(__file__), "..", "Tests", "ConformanceTests", "Fixtures")
    for distribution in H_AXIS:
        with open(os.path.join(folder, f"matrix-{distribution}.yaml"), "w") as f:
            f.write(fixture(distribution))
