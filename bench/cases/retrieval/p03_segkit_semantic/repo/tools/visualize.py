"""Dump colourised predictions as PPM images (no extra dependencies)."""
import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from segkit.engine.builder import build_datasets  # noqa: E402
from segkit.models import build_model  # noqa: E402


def colorize(mask, palette, ignore_index=255):
    m = mask.clamp(0, palette.size(0) - 1)
    rgb = palette[m].permute(2, 0, 1)
    rgb[:, mask == ignore_index] = 1.0
    return rgb


def write_ppm(path, rgb):
    c, h, w = rgb.shape
    data = (rgb.clamp(0, 1) * 255).round().byte().permute(1, 2, 0).contiguous()
    with open(path, "wb") as f:
        f.write(f"P6 {w} {h} 255\n".encode())
        f.write(bytes(data.flatten().tolist()))


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", required=True)
    p.add_argument("--out", default="vis")
    p.add_argument("--n", type=int, default=8)
    args = p.parse_args(argv)
    ckpt = torch.load(args.ckpt, map_location="cpu", weights_only=False)
    cfg = ckpt["cfg"]
    model = build_model(cfg["model"], cfg["data"]["num_classes"])
    model.load_state_dict(ckpt["model"])
    model.eval()
    _, val_ds = build_datasets(cfg)
    os.makedirs(args.out, exist_ok=True)
    for i in range(min(args.n, len(val_ds))):
        img, mask = val_ds[i]
        with torch.no_grad():
            pred = model(img[None]).argmax(1)[0]
        write_ppm(os.path.join(args.out, f"{i:03d}_gt.ppm"), colorize(mask, val_ds.palette))
        write_ppm(os.path.join(args.out, f"{i:03d}_pred.ppm"), colorize(pred, val_ds.palette))


if __name__ == "__main__":
    main()
