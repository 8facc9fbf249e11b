#!/usr/bin/env python3
"""Cross-check fixtures for the VisualDiff module, counted by pixelmatch itself.

Generates small image pairs that exercise the comparison (anti-aliased text-like strokes
shifted by a fraction of a pixel, gradients, a shifted shape, translucency, noise, a
three-color palette full of ties, images one pixel thin), runs pixelmatch 7 (mapbox's
JavaScript, through node and scripts/pixelmatch-count.mjs) on each pair at several
thresholds with and without anti-aliasing detection, and writes:

  Tests/VisualDiffTests/Fixtures/Crosscheck/<pair>-a.pam, <pair>-b.pam   the pair
  Tests/VisualDiffTests/Fixtures/Crosscheck/<pair>-diff.pam              pixelmatch's diff
                                                                          image at 0.1
  Tests/VisualDiffTests/Fixtures/Crosscheck/crosscheck.json              pair, threshold,
                                                                          includeAA -> count

Images are binary PAM (P7, RGB_ALPHA, 8-bit) so the tests read them without a PNG codec.
Everything is generated from fixed seeds, so running the script again rewrites the same
bytes. `--check` regenerates in memory and fails if a committed file would change.

`--pixelmatch DIR` names a checkout of https://github.com/mapbox/pixelmatch at the tag the
counts should come from (v7.2.0 for the committed ones), kept outside this repository;
its index.js has no dependencies, so node is all it needs. pixelmatch 7 blends translucent
pixels over a background that depends on the pixel's position, as VisualDiff does; the
PyPI port (0.4.0) still blends them with white, so it no longer agrees on translucent
pairs and only serves `--bench`.

`--bench A.pam B.pam [--runs N]` instead times the package on one pair (for the "Diff"
section of BENCHMARKS.md; the pairs come from `swift run -c release Benchmarks diff
--write-pair DIR`) and prints the count and the median and minimum of N runs.

Needs: numpy and node (20 or later); for --bench, the PyPI pixelmatch (pip install
pixelmatch).
"""
import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "VisualDiffTests" / "Fixtures" / "Crosscheck"
THRESHOLDS = [0.0, 0.05, 0.1, 0.2]
SUPERSAMPLE = 8


# --- drawing helpers -------------------------------------------------------------------

def coverage(width, height, inside, dx=0.0, dy=0.0):
    """Fraction of each pixel covered by the shape `inside(x, y)` (x, y in pixel units),
    estimated on a SUPERSAMPLE x SUPERSAMPLE grid: what a renderer's anti-aliasing does."""
    s = SUPERSAMPLE
    xs = (np.arange(width * s) + 0.5) / s - dx
    ys = (np.arange(height * s) + 0.5) / s - dy
    gx, gy = np.meshgrid(xs, ys)
    hit = inside(gx, gy).astype(np.float64)
    return hit.reshape(height, s, width, s).mean(axis=(1, 3))


def paint(base, cov, rgba):
    """Composites a straight-alpha color over `base` (float RGBA 0..255) with coverage."""
    color = np.array(rgba, dtype=np.float64)
    a = cov[..., None] * color[3] / 255.0
    out = base.copy()
    out_a = a[..., 0] * 255 + base[..., 3] * (1 - a[..., 0])
    safe = np.where(out_a > 0, out_a, 1)
    for ch in range(3):
        out[..., ch] = (color[ch] * a[..., 0] * 255 + base[..., ch] * base[..., 3] * (1 - a[..., 0])) / safe
    out[..., 3] = out_a
    return out


def canvas(width, height, rgba):
    img = np.zeros((height, width, 4), dtype=np.float64)
    img[...] = rgba
    return img


def to_bytes(img):
    return np.clip(np.rint(img), 0, 255).astype(np.uint8)


# --- the pairs -------------------------------------------------------------------------

def glyphs(x, y, ox):
    """Strokes that look like a line of text: stems, bars, bowls, a diagonal, a dot."""
    shape = np.zeros_like(x, dtype=bool)
    for i in range(4):
        left = ox + 4 + i * 22
        shape |= (x >= left) & (x < left + 2.2) & (y >= 6) & (y < 26)           # stem
        shape |= (x >= left) & (x < left + 12) & (y >= 14.5) & (y < 16.3)       # bar
        r = np.hypot(x - (left + 12), y - 20)
        shape |= (r < 6.2) & (r > 4.4)                                          # bowl
    shape |= (np.abs((x - ox - 10) - 0.6 * (y - 30)) < 1.1) & (y > 30) & (y < 44)  # diagonal
    return shape


def pair_text_aa_shift():
    w, h = 96, 48
    bg = (255, 255, 255, 255)
    ink = (24, 24, 32, 255)
    a = paint(canvas(w, h, bg), coverage(w, h, lambda x, y: glyphs(x, y, 0.0)), ink)
    b = paint(canvas(w, h, bg), coverage(w, h, lambda x, y: glyphs(x, y, 0.0), dx=0.45), ink)
    # A real change next to the shifted text: a dot that is only in b.
    b = paint(b, coverage(w, h, lambda x, y: np.hypot(x - 70, y - 38) < 2.6), ink)
    return a, b


def pair_gradient():
    w, h = 64, 64
    xs = np.arange(w, dtype=np.float64)[None, :].repeat(h, 0)
    ys = np.arange(h, dtype=np.float64)[:, None].repeat(w, 1)
    a = np.stack([xs * 4, ys * 4, 255 - xs * 2, np.full_like(xs, 255)], axis=-1)
    # b drifts more and more to the right and down, in brightness and in hue, so each
    # threshold draws its boundary somewhere else.
    shift = (xs + ys) / 2.0
    b = np.stack([xs * 4 + shift, ys * 4 - shift * 0.5, 255 - xs * 2 + shift * 0.8,
                  np.full_like(xs, 255)], axis=-1)
    return a, b


def pair_shifted_shape():
    w, h = 64, 64
    bg = (240, 244, 250, 255)
    a = canvas(w, h, bg)
    b = canvas(w, h, bg)
    a = paint(a, coverage(w, h, lambda x, y: (x >= 8) & (x < 30) & (y >= 8) & (y < 20)), (0, 122, 255, 255))
    b = paint(b, coverage(w, h, lambda x, y: (x >= 10) & (x < 32) & (y >= 8) & (y < 20)), (0, 122, 255, 255))
    disc = lambda dx: coverage(w, h, lambda x, y: np.hypot(x - 40, y - 44) < 11.3, dx=dx)
    a = paint(a, disc(0.0), (255, 59, 48, 255))
    b = paint(b, disc(1.0), (255, 59, 48, 255))
    return a, b


def pair_alpha():
    w, h = 64, 48
    a = canvas(w, h, (0, 0, 0, 0))
    b = canvas(w, h, (0, 0, 0, 0))
    # Invisible change: color bytes differ under zero alpha (both blend to white).
    b[:8, :, 0:3] = (200, 10, 90)
    # Translucent fill whose alpha changes a little (left) and a lot (right).
    xs = np.arange(w, dtype=np.float64)[None, :].repeat(12, 0)
    a[10:22, :, :] = (30, 160, 90, 0)
    a[10:22, :, 3] = 60 + xs[:, :] * 2
    b[10:22, :, :] = (30, 160, 90, 0)
    b[10:22, :, 3] = 60 + xs[:, :] * 2 + xs / 3
    # A translucent anti-aliased disc moved by half a pixel.
    disc = lambda dx: coverage(w, h, lambda x, y: np.hypot(x - 32, y - 36) < 8.5, dx=dx)
    a = paint(a, disc(0.0), (90, 40, 220, 180))
    b = paint(b, disc(0.5), (90, 40, 220, 180))
    return a, b


def pair_noise():
    rng = np.random.default_rng(20240611)
    w, h = 48, 48
    a = rng.integers(0, 256, size=(h, w, 4)).astype(np.float64)
    a[..., 3] = np.where(rng.random((h, w)) < 0.8, 255, a[..., 3])
    b = a.copy()
    pick = rng.random((h, w)) < 0.35
    step = rng.integers(-90, 91, size=(h, w, 4))
    b[pick] = np.clip(a[pick] + step[pick], 0, 255)
    return a, b


def pair_palette_ties():
    rng = np.random.default_rng(7)
    w, h = 48, 48
    palette = np.array([(255, 255, 255, 255), (0, 0, 0, 255), (128, 128, 128, 255)], dtype=np.float64)
    a = palette[rng.integers(0, 3, size=(h, w))]
    # Large flat blocks so "3 or more equal neighbours" is sometimes true.
    a[4:20, 4:20] = palette[1]
    a[26:44, 10:30] = palette[0]
    b = a.copy()
    moved = rng.random((h, w)) < 0.25
    b[moved] = palette[rng.integers(0, 3, size=(h, w))][moved]
    return a, b


def pair_thin_row():
    rng = np.random.default_rng(99)
    a = rng.integers(0, 256, size=(1, 40, 4)).astype(np.float64)
    a[..., 3] = 255
    b = a.copy()
    b[0, ::3, :3] = 255 - b[0, ::3, :3]
    return a, b


def pair_thin_column():
    a = np.zeros((30, 2, 4))
    a[..., 3] = 255
    a[10:20, :, :3] = 255
    a[9, :, :3] = 128      # soft edges
    a[20, :, :3] = 128
    b = np.roll(a, 1, axis=0)
    return a, b


PAIRS = {
    "text-aa-shift": pair_text_aa_shift,
    "gradient": pair_gradient,
    "shifted-shape": pair_shifted_shape,
    "alpha": pair_alpha,
    "noise": pair_noise,
    "palette-ties": pair_palette_ties,
    "thin-row": pair_thin_row,
    "thin-column": pair_thin_column,
}


# --- files -----------------------------------------------------------------------------

def pam_bytes(img):
    h, w, _ = img.shape
    header = f"P7\nWIDTH {w}\nHEIGHT {h}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
    return header.encode("ascii") + img.tobytes()


def run_pixelmatch(pixelmatch_dir, jobs):
    """Counts for `jobs` (see scripts/pixelmatch-count.mjs) from the checkout's index.js."""
    module = Path(pixelmatch_dir) / "index.js"
    if not module.is_file():
        raise SystemExit(f"{module}: not found; --pixelmatch takes a checkout of mapbox/pixelmatch")
    done = subprocess.run(["node", str(ROOT / "scripts" / "pixelmatch-count.mjs"), str(module)],
                          input=json.dumps(jobs), capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"pixelmatch-count.mjs failed:\n{done.stderr}")
    return json.loads(done.stdout)


def build(pixelmatch_dir):
    """Returns {file name: bytes} for every fixture."""
    package = json.loads((Path(pixelmatch_dir) / "package.json").read_text())
    files = {}
    keys = []
    jobs = []
    diff_jobs = []
    with tempfile.TemporaryDirectory() as scratch:
        scratch = Path(scratch)
        for name, make in PAIRS.items():
            a, b = (to_bytes(img) for img in make())
            files[f"{name}-a.pam"] = pam_bytes(a)
            files[f"{name}-b.pam"] = pam_bytes(b)
            (scratch / f"{name}-a.pam").write_bytes(files[f"{name}-a.pam"])
            (scratch / f"{name}-b.pam").write_bytes(files[f"{name}-b.pam"])
            pair = {"a": str(scratch / f"{name}-a.pam"), "b": str(scratch / f"{name}-b.pam")}
            for threshold in THRESHOLDS:
                for include_aa in (False, True):
                    keys.append((name, threshold, include_aa))
                    jobs.append({**pair, "options": {"threshold": threshold, "includeAA": include_aa}})
            diff_jobs.append({**pair, "options": {"threshold": 0.1}, "diff": str(scratch / f"{name}-diff.pam")})
        counts = run_pixelmatch(pixelmatch_dir, jobs + diff_jobs)[:len(jobs)]
        for name in PAIRS:
            files[f"{name}-diff.pam"] = (scratch / f"{name}-diff.pam").read_bytes()
    cases = [{"pair": name, "threshold": threshold, "includeAA": include_aa, "expected": count}
             for (name, threshold, include_aa), count in zip(keys, counts)]
    data = {
        "about": f"Counts from pixelmatch {package['version']} (mapbox's JavaScript, run by node), which "
                 "blends translucent pixels over a background that depends on the pixel's position; "
                 "regenerate with scripts/pixelmatch-crosscheck.py --pixelmatch <checkout>. "
                 "includeAA true counts anti-aliased pixels too. <pair>-diff.pam is pixelmatch's diff "
                 "image at threshold 0.1 without includeAA: red (255,0,0) differences, yellow (255,255,0) "
                 "anti-aliasing.",
        "pixelmatch": package["version"],
        "diffImageThreshold": 0.1,
        "cases": cases,
    }
    files["crosscheck.json"] = (json.dumps(data, indent=1) + "\n").encode("utf-8")
    return files


def read_pam(path):
    data = Path(path).read_bytes()
    end = data.index(b"ENDHDR\n")
    fields = dict(line.split(" ", 1) for line in data[:end].decode("ascii").split("\n") if " " in line)
    width, height = int(fields["WIDTH"]), int(fields["HEIGHT"])
    pixels = data[end + 7:]
    if fields.get("TUPLTYPE") != "RGB_ALPHA" or len(pixels) != width * height * 4:
        raise SystemExit(f"{path}: expected an 8-bit RGB_ALPHA PAM whose size matches its bytes")
    return width, height, pixels


def bench(path_a, path_b, runs):
    import statistics
    import time
    from importlib.metadata import version
    from pixelmatch import pixelmatch
    w, h, a = read_pam(path_a)
    w2, h2, b = read_pam(path_b)
    if (w, h) != (w2, h2):
        raise SystemExit("the two images differ in size")
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        count = pixelmatch(a, b, w, h, threshold=0.1)
        samples.append(time.perf_counter() - start)
    print(f"pixelmatch {version('pixelmatch')} (Python {sys.version.split()[0]}) {path_a} {path_b}: "
          f"{count} different; median {statistics.median(samples) * 1000:.1f} ms, "
          f"min {min(samples) * 1000:.1f} ms over {runs} runs")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="fail if the committed fixtures differ from a fresh run")
    parser.add_argument("--bench", nargs=2, metavar=("A.pam", "B.pam"),
                        help="time pixelmatch on one pair instead of writing fixtures")
    parser.add_argument("--runs", type=int, default=3, help="timed runs for --bench (default 3)")
    parser.add_argument("--pixelmatch", metavar="DIR",
                        help="checkout of mapbox/pixelmatch whose index.js counts (needed unless --bench)")
    args = parser.parse_args()
    if args.bench:
        return bench(args.bench[0], args.bench[1], max(1, args.runs))
    if not args.pixelmatch:
        parser.error("--pixelmatch DIR is needed to count (a checkout of mapbox/pixelmatch, e.g. v7.2.0)")
    files = build(args.pixelmatch)
    if args.check:
        stale = [n for n, data in files.items()
                 if not (OUT / n).exists() or (OUT / n).read_bytes() != data]
        for n in stale:
            print(f"stale: {OUT / n}", file=sys.stderr)
        print(f"{len(files) - len(stale)} up to date, {len(stale)} stale")
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for n, data in files.items():
        (OUT / n).write_bytes(data)
    print(f"wrote {len(files)} files to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
