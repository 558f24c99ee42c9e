#!/usr/bin/env python3
"""Regenerates the PNG decoder fixtures in this directory (Python 3 standard library only).

For every fixture NAME it writes NAME.png and NAME.rgba, the RGBA8 bytes a decoder
must produce, computed the way pngjs (and therefore pixelmatch) sees the file:
no gamma correction, samples of depth d scaled with floor(v * 255 / (2^d - 1) + 0.5),
palette entries taking their alpha from tRNS (255 beyond it), and grey/RGB pixels
equal to the tRNS colour key becoming (0, 0, 0, 0).

It also writes two broken files: corrupt-adler.png (the zlib checksum is wrong but
every chunk CRC is right) and corrupt-crc.png (an IDAT CRC is wrong).

Usage: python3 make-fixtures.py   (writes next to this script; output is deterministic)
"""

import os
import struct
import zlib

OUT = os.path.dirname(os.path.abspath(__file__))
W, H = 11, 7  # odd sizes exercise partial bytes and every Adam7 pass


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(ihdr, idat, extra=b""):
    signature = b"\x89PNG\r\n\x1a\n"
    return signature + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def pack_row(samples, depth):
    """Packs one row of integer samples at `depth` bits, big-endian, MSB first."""
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


# Adam7 passes: (x start, y start, x step, y step).
ADAM7 = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
    (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
]


def scanlines(pixels, channels, depth, interlace):
    """Filter-type-0 scanlines for `pixels` (rows of tuples of samples)."""
    raw = bytearray()
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    for x0, y0, dx, dy in passes:
        for y in range(y0, H, dy):
            row = [s for x in range(x0, W, dx) for s in pixels[y][x]]
            if row:
                # Alternate filter types None and Sub to exercise unfiltering a little.
                packed = pack_row(row, depth)
                if y % 2 == 1 and depth >= 8:
                    bpp = channels * depth // 8
                    filtered = bytes(
                        (packed[i] - (packed[i - bpp] if i >= bpp else 0)) & 0xFF
                        for i in range(len(packed))
                    )
                    raw += b"\x01" + filtered
                else:
                    raw += b"\x00" + packed
    return bytes(raw)


def scale_exact(v, depth):
    # floor(v * 255 / max + 0.5) with exact rational arithmetic.
    m = (1 << depth) - 1
    return (2 * v * 255 + m) // (2 * m)


def sample(x, y, k, depth):
    """A deterministic sample value in [0, 2^depth - 1]."""
    base = x * 37 + y * 91 + k * 53 + x * y * 7
    if depth == 16:
        return (base * 40503 + 12345) % 65536  # spread over the whole 16-bit range
    return base % (1 << depth)


def write(name, data, rgba):
    with open(os.path.join(OUT, name + ".png"), "wb") as f:
        f.write(data)
    with open(os.path.join(OUT, name + ".rgba"), "wb") as f:
        f.write(bytes(rgba))


def ihdr(depth, color, interlace=0):
    return struct.pack(">IIBBBBB", W, H, depth, color, 0, 0, interlace)


def grey(name, depth, interlace=0, trns=None):
    px = [[(sample(x, y, 0, depth),) for x in range(W)] for y in range(H)]
    extra = b""
    if trns is not None:
        px[2][3] = (trns,)
        px[5][10] = (trns,)
        extra = chunk(b"tRNS", struct.pack(">H", trns))
    rgba = []
    for y in range(H):
        for x in range(W):
            v = px[y][x][0]
            if trns is not None and v == trns:
                rgba += [0, 0, 0, 0]
            else:
                g = scale_exact(v, depth)
                rgba += [g, g, g, 255]
    idat = zlib.compress(scanlines(px, 1, depth, interlace))
    write(name, png(ihdr(depth, 0, interlace), idat, extra), rgba)


def grey_alpha(name, depth):
    px = [[(sample(x, y, 0, depth), sample(x, y, 3, depth)) for x in range(W)] for y in range(H)]
    rgba = []
    for y in range(H):
        for x in range(W):
            g, a = (scale_exact(v, depth) for v in px[y][x])
            rgba += [g, g, g, a]
    write(name, png(ihdr(depth, 4), zlib.compress(scanlines(px, 2, depth, 0))), rgba)


def rgb(name, depth, trns=None, extra=b""):
    px = [[tuple(sample(x, y, k, depth) for k in range(3)) for x in range(W)] for y in range(H)]
    if trns is not None:
        px[1][1] = trns
        px[6][0] = trns
        extra += chunk(b"tRNS", struct.pack(">HHH", *trns))
    rgba = []
    for y in range(H):
        for x in range(W):
            if trns is not None and px[y][x] == trns:
                rgba += [0, 0, 0, 0]
            else:
                rgba += [scale_exact(v, depth) for v in px[y][x]] + [255]
    write(name, png(ihdr(depth, 2), zlib.compress(scanlines(px, 3, depth, 0)), extra), rgba)


def rgba(name, depth, interlace=0):
    px = [[tuple(sample(x, y, k, depth) for k in range(4)) for x in range(W)] for y in range(H)]
    out = []
    for y in range(H):
        for x in range(W):
            out += [scale_exact(v, depth) for v in px[y][x]]
    idat = zlib.compress(scanlines(px, 4, depth, interlace))
    write(name, png(ihdr(depth, 6, interlace), idat), out)


def palette(name, depth, entries, alphas, interlace=0):
    pal = [((i * 67) % 256, (i * 131 + 7) % 256, (255 - i * 29) % 256) for i in range(entries)]
    px = [[((x * 3 + y * 5) % entries,) for x in range(W)] for y in range(H)]
    out = []
    for y in range(H):
        for x in range(W):
            i = px[y][x][0]
            out += list(pal[i]) + [alphas[i] if i < len(alphas) else 255]
    extra = chunk(b"PLTE", bytes(c for e in pal for c in e))
    if alphas:
        extra += chunk(b"tRNS", bytes(alphas))
    idat = zlib.compress(scanlines(px, 1, depth, interlace))
    write(name, png(ihdr(depth, 3, interlace), idat, extra), out)


def main():
    palette("palette8-trns", 8, 200, [0, 64, 128, 200, 255, 17])
    palette("palette4-trns", 4, 16, [0, 90, 180])
    palette("palette2", 2, 4, [])
    palette("palette1-interlaced", 1, 2, [10], interlace=1)
    grey("grey1", 1)
    grey("grey2", 2)
    grey("grey4", 4)
    grey("grey8", 8)
    grey("grey8-trns", 8, trns=sample(3, 2, 0, 8) ^ 0x55)
    grey("grey16", 16)
    grey("grey2-interlaced", 2, interlace=1)
    grey_alpha("grey-alpha8", 8)
    grey_alpha("grey-alpha16", 16)
    rgb("rgb8", 8)
    rgb("rgb8-trns", 8, trns=(1, 2, 3))
    rgb("rgb16", 16)
    # A gAMA of 1/2.2 and an sRGB chunk must not change the decoded bytes.
    rgb("rgb8-gamma", 8, extra=chunk(b"gAMA", struct.pack(">I", 45455)) + chunk(b"sRGB", b"\x00"))
    rgba("rgba8", 8)
    rgba("rgba16", 16)
    rgba("rgba8-interlaced", 8, interlace=1)
    rgba("rgba16-interlaced", 16, interlace=1)

    # The 16-bit fixtures must contain samples where keeping the high byte
    # (png_set_strip_16) differs from the rounding scale pngjs uses (e.g. 0x00FF -> 1, not 0).
    samples16 = [sample(x, y, k, 16) for x in range(W) for y in range(H) for k in range(4)]
    assert sum(1 for v in samples16 if scale_exact(v, 16) != v >> 8) > 10

    # Broken files, derived from rgba8.
    good = open(os.path.join(OUT, "rgba8.png"), "rb").read()
    idat_at = good.index(b"IDAT") - 4
    length = struct.unpack(">I", good[idat_at:idat_at + 4])[0]
    data = bytearray(good[idat_at + 8:idat_at + 8 + length])
    data[-1] ^= 0xFF  # last byte of the Adler-32 checksum
    adler = good[:idat_at] + chunk(b"IDAT", bytes(data)) + good[idat_at + 12 + length:]
    with open(os.path.join(OUT, "corrupt-adler.png"), "wb") as f:
        f.write(adler)
    crc = bytearray(good)
    crc[idat_at + 8 + length] ^= 0xFF  # first byte of the IDAT CRC
    with open(os.path.join(OUT, "corrupt-crc.png"), "wb") as f:
        f.write(bytes(crc))


if __name__ == "__main__":
    main()
