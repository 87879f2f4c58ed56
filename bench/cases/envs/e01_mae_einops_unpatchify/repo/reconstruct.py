"""Reconstruct a few held-out images with a trained MAE and save them as a grid.

    python reconstruct.py checkpoints/mae.pt --n 8 --out recon.ppm
"""
import argparse

import torch

from mae.data import make_shapes
from mae.model import TinyMAE
from mae.viz import reconstruct, save_ppm, to_grid


def load(path):
    ckpt = torch.load(path, map_location="cpu")
    model = TinyMAE(**ckpt["config"])
    model.load_state_dict(ckpt["state_dict"])
    return model


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("checkpoint")
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--mask-ratio", type=float)
    ap.add_argument("--seed", type=int, default=123)
    ap.add_argument("--out", default="recon.ppm")
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    model = load(args.checkpoint)
    imgs = make_shapes(args.n, seed=args.seed)
    recon, masked, mask = reconstruct(model, imgs, args.mask_ratio)
    err = ((recon - imgs) ** 2).flatten(1).mean(1)
    for i, e in enumerate(err.tolist()):
        print(f"image {i}: masked {int(mask[i].sum())}/{mask.shape[1]} patches, mse {e:.5f}")
    save_ppm(to_grid([imgs, masked, recon]), args.out)
    print("saved", args.out)
    return recon, imgs, mask


if __name__ == "__main__":
    main()
