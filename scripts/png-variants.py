#!/usr/bin/env python3
"""Re-encodes an 8-bit RGBA PNG the way image optimisers do, without changing a pixel:
16-bit RGBA, 16-bit RGB (when opaque), palette (when 256 colours or fewer), grey with alpha
(when grey), Adam7-interlaced RGBA, and RGBA with extra ancillary chunks. The test suite uses
them as references that must still pass.

    png-variants.py SOURCE.png OUTDIR
"""
import pathlib
import struct
import sys
import zlib


def chunks(data):
    offset = 8
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        yield kind, data[offset + 8:offset + 8 + length]
        offset += 12 + length


def decode(path):
    data = pathlib.Path(path).read_bytes()
    idat = b""
    for kind, body in chunks(data):
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "expects layoutsnap's own 8-bit RGB(A) output"
        elif kind == b"IDAT":
            idat += body
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:(x + 1) * channels]) + ((255,) if channels == 3 else ()) for x in range(width)])
        previous = line
    return width, height, rows


def png(width, height, depth, colour, scanlines, extra=b"", interlace=0):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(scanlines, 9)) + chunk(b"IEND", b"")


def main():
    source, out = sys.argv[1], pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    width, height, rows = decode(source)
    pixels = [p for row in rows for p in row]
    opaque = all(p[3] == 255 for p in pixels)

    def lines(encode):
        return b"".join(b"\x00" + b"".join(encode(p) for p in row) for row in rows)

    (out / "rgba16.png").write_bytes(png(width, height, 16, 6, lines(lambda p: struct.pack(">HHHH", *(v * 257 for v in p)))))
    if opaque:
        (out / "rgb16.png").write_bytes(png(width, height, 16, 2, lines(lambda p: struct.pack(">HHH", *(v * 257 for v in p[:3])))))
    colours = sorted(set(pixels))
    if len(colours) <= 256:
        index = {c: i for i, c in enumerate(colours)}
        plte = b"".join(bytes(c[:3]) for c in colours)
        trns = bytes(c[3] for c in colours)
        extra = struct.pack(">I", len(plte)) + b"PLTE" + plte + struct.pack(">I", zlib.crc32(b"PLTE" + plte) & 0xFFFFFFFF)
        extra += struct.pack(">I", len(trns)) + b"tRNS" + trns + struct.pack(">I", zlib.crc32(b"tRNS" + trns) & 0xFFFFFFFF)
        (out / "palette.png").write_bytes(png(width, height, 8, 3, lines(lambda p: bytes([index[p]])), extra))
    if all(p[0] == p[1] == p[2] for p in pixels):
        (out / "grey-alpha.png").write_bytes(png(width, height, 8, 4, lines(lambda p: bytes([p[0], p[3]]))))
    # Adam7: seven passes, each a small image of its own rows.
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    data = b""
    for x0, y0, dx, dy in passes:
        for y in range(y0, height, dy):
            xs = range(x0, width, dx)
            if len(xs):
                data += b"\x00" + b"".join(bytes(rows[y][x]) for x in xs)
    (out / "interlaced.png").write_bytes(png(width, height, 8, 6, data, interlace=1))
    text = b"Software\x00an optimiser"
    extra = struct.pack(">I", len(text)) + b"tEXt" + text + struct.pack(">I", zlib.crc32(b"tEXt" + text) & 0xFFFFFFFF)
    (out / "with-text-chunk.png").write_bytes(png(width, height, 8, 6, lines(bytes), extra))
    print(" ".join(sorted(p.name for p in out.glob("*.png"))))


if __name__ == "__main__":
    main()
