"""Confusion matrix of a trained checkpoint on a freshly generated test set.

    python evaluate.py --ckpt checkpoints/shapes.pt
"""
import argparse

import torch

from shapes.data import CLASSES, make_dataset
from shapes.model import ShapeNet


@torch.no_grad()
def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", default="checkpoints/shapes.pt")
    ap.add_argument("--n", type=int, default=1000)
    args = ap.parse_args(argv)
    ckpt = torch.load(args.ckpt, map_location="cpu")
    cfg = ckpt["config"]
    model = ShapeNet(len(CLASSES), cfg["channels"])
    model.load_state_dict(ckpt["model"])
    model.eval()
    x, y = make_dataset(args.n, cfg["image_size"], cfg["noise"], seed=cfg["seed"] + 1).tensors
    pred = model(x).argmax(1)
    conf = torch.zeros(len(CLASSES), len(CLASSES), dtype=torch.long)
    for t, p in zip(y.tolist(), pred.tolist()):
        conf[t, p] += 1
    print("true \\ pred  " + " ".join(f"{c:>8s}" for c in CLASSES))
    for i, c in enumerate(CLASSES):
        print(f"{c:12s} " + " ".join(f"{v:8d}" for v in conf[i].tolist()))
    acc = (pred == y).float().mean().item()
    print(f"accuracy {acc:.3f}")
    return acc


if __name__ == "__main__":
    main()
