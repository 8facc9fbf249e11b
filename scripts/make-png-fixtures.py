#!/usr/bin/env python3
"""Writes Tests/RasterTests/PNGFixtures.swift: PNG files built from scratch with zlib and
struct (no imaging library), each with the RGBA pixels a correct decoder must produce.

The expected pixels come from the PNG specification's rules, applied here independently of
libpng: low bit depths scale by 255 / (2^depth - 1), 16-bit samples round to v / 257, tRNS
makes the matching gray/RGB value (or palette entry) transparent, and Adam7 interlacing and
all five row filters are exercised. Run it again only to change the fixtures; the output is
deterministic (fixed random seed).
"""
import base64
import random
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "Tests/RasterTests/PNGFixtures.swift"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data, crc=None):
    if crc is None:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def pack_row(pixels, depth):
    """pixels: list of sample tuples -> raw scanline bytes (MSB-first packing below 8 bits)."""
    samples = [s for p in pixels for s in p]
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp, start_filter):
    """Applies filter types 0..4 in rotation, so decoders must undo every one of them."""
    out, prev = bytearray(), bytes(len(rows[0])) if rows else b""
    for i, raw in enumerate(rows):
        kind = (start_filter + i) % 5
        line = bytearray([kind])
        for x, byte in enumerate(raw):
            left = raw[x - bpp] if x >= bpp else 0
            up = prev[x]
            upleft = prev[x - bpp] if x >= bpp else 0
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, upleft)][kind]
            line.append((byte - predictor) & 0xFF)
        out += line
        prev = raw
    return bytes(out)


def encode(width, height, depth, color, image, interlace=False, plte=None, trns=None):
    bpp = max(1, CHANNELS[color] * depth // 8)
    data = b""
    if interlace:
        for n, (x0, y0, dx, dy) in enumerate(ADAM7):
            xs, ys = range(x0, width, dx), range(y0, height, dy)
            if len(xs) and len(ys):
                data += filter_rows([pack_row([image[y][x] for x in xs], depth) for y in ys], bpp, n)
    else:
        data = filter_rows([pack_row(row, depth) for row in image], bpp, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, int(interlace)))
    if plte:
        png += chunk(b"PLTE", b"".join(bytes(c) for c in plte))
    if trns is not None:
        png += chunk(b"tRNS", trns)
    return png + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b"")


def to8(v, depth):
    if depth == 16:
        return (v * 2 + 257) // (2 * 257)  # round(v / 257)
    return v * 255 // ((1 << depth) - 1)


def expected(depth, color, image, plte=None, trns_value=None, trns_alpha=None):
    out = bytearray()
    for row in image:
        for p in row:
            if color == 3:
                r, g, b = plte[p[0]]
                a = trns_alpha[p[0]] if trns_alpha and p[0] < len(trns_alpha) else 255
                out += bytes([r, g, b, a])
                continue
            rgb = [to8(p[0], depth)] * 3 if color in (0, 4) else [to8(s, depth) for s in p[:3]]
            if color in (4, 6):
                a = to8(p[-1], depth)
            else:
                a = 0 if trns_value is not None and tuple(p) == trns_value else 255
            out += bytes(rgb + [a])
    return bytes(out)


def fixtures():
    rng = random.Random(20240601)
    items = []

    def rand_image(w, h, color, depth, choices=None):
        top = (1 << depth) - 1
        return [[tuple(rng.choice(choices) if choices else rng.randint(0, top) for _ in range(CHANNELS[color]))
                 for _ in range(w)] for _ in range(h)]

    def plain(name, w, h, depth, color, interlace=False, trns=None):
        img = rand_image(w, h, color, depth)
        raw_trns = None
        if trns is not None:
            for y in range(h):  # make sure the transparent value actually occurs, on every row
                img[y][(y * 2) % w] = tuple(trns)
            raw_trns = struct.pack(">" + "H" * len(trns), *trns)
        items.append((name, w, h, encode(w, h, depth, color, img, interlace, trns=raw_trns),
                      expected(depth, color, img, trns_value=trns)))

    def palette(name, w, h, depth, n_colors, alphas=None, interlace=False):
        plte = [(rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)) for _ in range(n_colors)]
        img = [[(rng.randrange(n_colors),) for _ in range(w)] for _ in range(h)]
        trns = bytes(alphas) if alphas else None
        items.append((name, w, h, encode(w, h, depth, 3, img, interlace, plte=plte, trns=trns),
                      expected(depth, 3, img, plte=plte, trns_alpha=alphas)))

    plain("gray-1bit", 9, 3, 1, 0)
    plain("gray-2bit", 7, 3, 2, 0)
    plain("gray-4bit", 5, 4, 4, 0)
    plain("gray-8bit-trns", 5, 3, 8, 0, trns=(77,))
    plain("gray-16bit", 4, 3, 16, 0)
    plain("gray-16bit-trns", 4, 3, 16, 0, trns=(4242,))
    plain("gray-alpha-8bit", 4, 3, 8, 4)
    plain("gray-alpha-16bit", 3, 3, 16, 4)
    plain("rgb-8bit", 5, 3, 8, 2)
    plain("rgb-8bit-trns", 5, 3, 8, 2, trns=(10, 20, 30))
    plain("rgb-16bit", 3, 3, 16, 2)
    plain("rgba-8bit", 5, 4, 8, 6)
    plain("rgba-16bit", 3, 3, 16, 6)
    palette("palette-1bit", 9, 2, 1, 2)
    palette("palette-2bit", 6, 3, 2, 4)
    palette("palette-4bit-trns", 5, 3, 4, 11, alphas=[0, 128, 255, 7])
    palette("palette-8bit-trns", 4, 4, 8, 40, alphas=[rng.randint(0, 255) for _ in range(20)])
    plain("rgba-8bit-interlaced", 9, 9, 8, 6, interlace=True)
    palette("palette-4bit-interlaced", 10, 7, 4, 16, alphas=[0, 64, 200], interlace=True)
    plain("gray-16bit-interlaced", 9, 5, 16, 0, interlace=True)
    return items


def broken(valid):
    """Damaged PNGs a decoder must reject with an error."""
    sig, rest = valid[:8], valid[8:]
    ihdr = rest[:25]
    idat_start = 8 + 25
    length = struct.unpack(">I", valid[idat_start:idat_start + 4])[0]
    idat_data_at = idat_start + 8
    flipped = bytearray(valid)
    flipped[idat_data_at + length // 2] ^= 0x55  # payload changed, CRC not: CRC error
    bad_ihdr_crc = bytearray(valid)
    bad_ihdr_crc[8 + 21] ^= 0xFF
    garbage = bytes(range(7, 7 + 40))
    bad_zlib = sig + ihdr + chunk(b"IDAT", garbage) + chunk(b"IEND", b"")  # CRC fine, zlib not
    zero_width = sig + chunk(b"IHDR", struct.pack(">IIBBBBB", 0, 4, 8, 6, 0, 0, 0)) + valid[idat_start:]
    return [
        ("idat-crc-mismatch", "corrupt", bytes(flipped)),
        ("ihdr-crc-mismatch", "corrupt", bytes(bad_ihdr_crc)),
        ("bad-zlib-stream", "corrupt", bad_zlib),
        ("zero-width", "corrupt", zero_width),
        ("truncated-in-idat", "truncated", valid[:idat_data_at + length // 2]),
        ("truncated-before-iend", "truncated", valid[:-12]),
        ("truncated-in-signature", "notPNG", valid[:5]),
        ("not-a-png", "notPNG", b"GIF89a" + bytes(20)),
    ]


def bomb():
    """A 30000×30000 RGBA header over a tiny zlib stream: 900 megapixels claimed."""
    raw = zlib.compress(bytes(1000), 9)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 30000, 30000, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", raw) + chunk(b"IEND", b""))


def main():
    items = fixtures()
    lines = ["// Generated by scripts/make-png-fixtures.py: do not edit by hand.",
             "// Each PNG was built from scratch with zlib/struct; `rgba` is what the spec says it decodes to.",
             "", "let pngFixtures: [PNGFixture] = ["]
    for name, w, h, png, rgba in items:
        assert len(rgba) == w * h * 4
        lines.append(f'    PNGFixture(name: "{name}", width: {w}, height: {h},')
        lines.append(f'               png: "{base64.b64encode(png).decode()}",')
        lines.append(f'               rgba: "{rgba.hex()}"),')
    lines += ["]", "", "let brokenPNGs: [BrokenPNG] = ["]
    rgba8 = next(png for name, _, _, png, _ in items if name == "rgba-8bit")
    for name, kind, data in broken(rgba8):
        lines.append(f'    BrokenPNG(name: "{name}", expected: .{kind}, png: "{base64.b64encode(data).decode()}"),')
    lines += ["]", "", "/// 30000×30000 pixels claimed by the header, a few bytes of data.",
              f'let decompressionBombPNG = "{base64.b64encode(bomb()).decode()}"', ""]
    OUT.write_text("\n".join(lines))
    print(f"wrote {OUT} ({len(items)} fixtures)")


if __name__ == "__main__":
    main()
