"""Minimal binary PPM/PGM reading and writing (no imaging library needed)."""
import torch


def _read_token(f):
    tok = b""
    while True:
        ch = f.read(1)
        if not ch:
            return tok
        if ch == b"#":
            f.readline()
            continue
        if ch.isspace():
            if tok:
                return tok
            continue
        tok += ch


def read_pnm(path):
    with open(path, "rb") as f:
        magic = _read_token(f)
        if magic not in (b"P5", b"P6"):
            raise ValueError(f"{path}: unsupported format {magic!r}")
        w, h, maxval = int(_read_token(f)), int(_read_token(f)), int(_read_token(f))
        c = 3 if magic == b"P6" else 1
        data = f.read(w * h * c)
    t = torch.tensor(list(data), dtype=torch.float32) / maxval
    return t.view(h, w, c).permute(2, 0, 1)


def write_pnm(path, img):
    img = img.clamp(0, 1)
    c, h, w = img.shape
    magic = b"P6" if c == 3 else b"P5"
    data = (img * 255).round().byte().permute(1, 2, 0).contiguous().flatten().tolist()
    with open(path, "wb") as f:
        f.write(magic + f"\n{w} {h}\n255\n".encode())
        f.write(bytes(data))


def crop_to_multiple(img, m):
    _, h, w = img.shape
    return img[:, : h - h % m, : w - w % m]
