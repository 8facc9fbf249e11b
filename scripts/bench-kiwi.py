#!/usr/bin/env python3
"""Runs the solver benchmark scenarios with kiwisolver and, beside them, Stacksnap's.

The systems are the ones described in Sources/Benchmarks/SolverSuite.swift, built
constraint for constraint in the same order. Kiwi has no priority levels, only weighted
strengths, so the three priorities these scenarios use map to Kiwi's usual strengths,
which keep them apart here: 250 -> weak, 750 -> medium, 999 -> strong, 1000 -> required.
Variables are created in the same order (x0, w0, x1, w1, ...) since Kiwi breaks ties by
creation order too.

Every Kiwi run happens in a child process with a time limit; a run that does not finish
is reported as "> LIMIT s" (the limit covers building the system as well as the timed
part, since a slow build is what makes the timed part unreachable).

    pip install kiwisolver
    scripts/bench-kiwi.py [--n 100,1000,10000] [--runs 5] [--timeout 120] [--no-swift]
"""
import argparse
import multiprocessing as mp
import os
import statistics
import subprocess
import sys
import time


def intrinsic(i):
    return 20.0 + 5.0 * (i % 7)


def kiwi_strengths(kiwi):
    return {250: kiwi.strength.weak, 750: kiwi.strength.medium, 999: kiwi.strength.strong}


def build_chain(kiwi, n, edited):
    """As SolverSuite.buildChain: variables x0, w0, x1, ...; with `edited`, x(n) is an edit
    variable (strong) added and suggested at the intrinsic total before the chain."""
    st = kiwi_strengths(kiwi)
    s = kiwi.Solver()
    x = [kiwi.Variable("x0")]
    w = []
    for i in range(n):
        w.append(kiwi.Variable("w%d" % i))
        x.append(kiwi.Variable("x%d" % (i + 1)))
    total = sum(intrinsic(i) + 8 for i in range(n))
    count = 0
    if edited:
        s.addEditVariable(x[n], st[999])
        s.suggestValue(x[n], total)
    s.addConstraint(x[0] == 0)
    count += 1
    for i in range(n):
        c = intrinsic(i)
        s.addConstraint(x[i + 1] == x[i] + w[i] + 8)
        s.addConstraint((w[i] <= c) | st[250])
        s.addConstraint((w[i] >= c) | st[750])
        count += 3
    if not edited:
        s.addConstraint(x[n] == total + 37)
        count += 1
    return s, w, x, count


def chain(kiwi, n):
    t0 = time.perf_counter()
    s, _, _, count = build_chain(kiwi, n, False)
    s.updateVariables()
    return count, time.perf_counter() - t0


def build_tree(kiwi, s, leaves):
    """Nested stacks of 10 (rows of columns of rows ...), fill alignment; see SolverSuite."""
    st = kiwi_strengths(kiwi)
    nodes = []

    def make_node():
        nodes.append({"left": kiwi.Variable(), "top": kiwi.Variable(), "width": kiwi.Variable(),
                      "height": kiwi.Variable(), "children": [], "horizontal": True})
        return len(nodes) - 1

    level = [make_node() for _ in range(leaves)]
    horizontal = True
    while len(level) > 1:
        nxt = []
        for i in range(0, len(level), 10):
            p = make_node()
            nodes[p]["children"] = level[i:i + 10]
            nodes[p]["horizontal"] = horizontal
            nxt.append(p)
        level = nxt
        horizontal = not horizontal
    root = nodes[level[0]]
    count = 0

    def add(c):
        nonlocal count
        s.addConstraint(c)
        count += 1

    add(root["left"] == 0)
    add(root["top"] == 0)
    add(root["width"] == float(100 * leaves // 10 + 3))
    leaf_index = 0
    stack = [level[0]]
    while stack:
        node = nodes[stack.pop()]
        if not node["children"]:
            cw, ch = intrinsic(leaf_index), 10.0 + 3.0 * (leaf_index % 5)
            leaf_index += 1
            add((node["width"] <= cw) | st[250])
            add((node["width"] >= cw) | st[750])
            add((node["height"] <= ch) | st[250])
            add((node["height"] >= ch) | st[750])
            continue
        axis = ("left", "width", "top", "height") if node["horizontal"] else ("top", "height", "left", "width")
        start, size, cross_start, cross_size = (node[k] for k in axis)
        prev = None
        for c in node["children"]:
            child = nodes[c]
            if prev is not None:
                add(child[axis[0]] == prev[axis[0]] + prev[axis[1]] + 8)
            else:
                add(child[axis[0]] == start)
            add(child[axis[2]] == cross_start)
            add(child[axis[3]] == cross_size)
            prev = child
        add(start + size == prev[axis[0]] + prev[axis[1]])
        stack.extend(reversed(node["children"]))
    return count


def tree(kiwi, n):
    t0 = time.perf_counter()
    s = kiwi.Solver()
    count = build_tree(kiwi, s, n)
    s.updateVariables()
    return count, time.perf_counter() - t0


def edits(kiwi, n):
    s, w, x, _ = build_chain(kiwi, 100, True)
    base = sum(intrinsic(i) + 8 for i in range(100))
    s.updateVariables()
    sink = 0.0
    t0 = time.perf_counter()
    for k in range(n):
        s.suggestValue(x[100], base + 3.0 * ((k % 41) - 20))
        s.updateVariables()
        sink += w[0].value()
    return n, time.perf_counter() - t0


def degenerate(kiwi, n):
    s, _, x, _ = build_chain(kiwi, n, True)
    base = sum(intrinsic(i) + 8 for i in range(n))
    s.updateVariables()
    t0 = time.perf_counter()
    s.suggestValue(x[n], base - 10)
    s.updateVariables()
    return 1, time.perf_counter() - t0


SCENARIOS = [("chain", "constraints", chain), ("tree", "constraints", tree),
             ("edits", "suggestions", edits), ("degenerate", "edits", degenerate)]


def child(fn, n, queue):
    import kiwisolver
    queue.put(fn(kiwisolver, n))


def run_kiwi(fn, n, timeout):
    """One run in a child process; returns (ops, seconds) or None after `timeout`."""
    queue = mp.Queue()
    p = mp.Process(target=child, args=(fn, n, queue))
    p.start()
    p.join(timeout)
    if p.is_alive():
        p.terminate()
        p.join()
        return None
    return queue.get() if not queue.empty() else None


def fmt_seconds(s):
    if s >= 1:
        return "%.2f s" % s
    if s >= 1e-3:
        return "%.2f ms" % (s * 1e3)
    return "%.1f µs" % (s * 1e6)


def swift_medians(sizes, runs):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    cmd = ["swift", "run", "-c", "release", "Benchmarks", "solver", "--n", sizes, "--runs", str(runs), "--tsv"]
    out = subprocess.run(cmd, cwd=root, check=True, capture_output=True, text=True).stdout
    medians = {}
    for line in out.splitlines():
        parts = line.split("\t")
        if len(parts) == 5:
            medians[(parts[0], int(parts[1]))] = (int(parts[2]), float(parts[4]))
    return medians


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", default="100,1000,10000")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per Kiwi run")
    ap.add_argument("--no-swift", action="store_true", help="only run Kiwi")
    args = ap.parse_args()
    sizes = [int(v) for v in args.n.split(",")]
    swift = {} if args.no_swift else swift_medians(args.n, args.runs)

    print("solver vs kiwisolver — medians; Kiwi runs %d time(s) unless a run takes over 5 s (then once)" % args.runs)
    print("%-12s%-8s%-10s%-14s%-14s%s" % ("scenario", "N", "ops", "stacksnap", "kiwi", "kiwi / stacksnap"))
    for name, unit, fn in SCENARIOS:
        for n in sizes:
            times, ops, timed_out = [], 0, False
            for r in range(args.runs):
                result = run_kiwi(fn, n, args.timeout)
                if result is None:
                    timed_out = True
                    break
                ops, t = result
                times.append(t)
                if t > 5:
                    break
            ours_ops, ours = swift.get((name, n), (0, None))
            ops = ops or ours_ops
            ours_text = fmt_seconds(ours) if ours is not None else "-"
            if timed_out:
                kiwi_text, ratio = "> %g s" % args.timeout, "> %.0f×" % (args.timeout / ours) if ours else "-"
            else:
                k = statistics.median(times)
                kiwi_text = fmt_seconds(k)
                ratio = "%.1f×" % (k / ours) if ours else "-"
            print("%-12s%-8d%-10s%-14s%-14s%s" % (name, n, ops or "", ours_text, kiwi_text, ratio), flush=True)


if __name__ == "__main__":
    main()
