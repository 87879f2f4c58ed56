"""Decode a straight line in latent space between two validation images."""
import argparse
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vaelab.checkpoint import load_checkpoint  # noqa: E402
from vaelab.data import BlobImages  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", required=True)
    p.add_argument("--a", type=int, default=0)
    p.add_argument("--b", type=int, default=1)
    p.add_argument("--steps", type=int, default=6)
    args = p.parse_args()
    model, cfg, _ = load_checkpoint(args.ckpt)
    d = cfg["data"]
    val = BlobImages(d["num_val"], d["image_size"], d["max_blobs"], seed=cfg["seed"] + 1)
    x = torch.stack([val[args.a], val[args.b]])
    with torch.no_grad():
        za, zb = model.encode(x).mode()
        for t in torch.linspace(0, 1, args.steps):
            img = torch.sigmoid(model.decoder(((1 - t) * za + t * zb)[None]))[0, 0]
            print(f"t={float(t):.2f}  mean={float(img.mean()):.3f}  max={float(img.max()):.3f}")


if __name__ == "__main__":
    main()
