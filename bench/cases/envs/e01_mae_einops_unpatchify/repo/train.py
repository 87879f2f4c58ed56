"""Pre-train the tiny MAE on synthetic shapes.

    python train.py --epochs 20 --out checkpoints/mae.pt
"""
import argparse
import os

import torch
from torch.utils.data import DataLoader

from mae.data import shapes_dataset
from mae.model import TinyMAE


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--mask-ratio", type=float, default=0.75)
    ap.add_argument("--patch-size", type=int, default=8)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="checkpoints/mae.pt")
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    loader = DataLoader(shapes_dataset(args.n, seed=args.seed), batch_size=args.batch_size,
                        shuffle=True)
    model = TinyMAE(patch_size=args.patch_size, mask_ratio=args.mask_ratio)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.05)
    history = []
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, n = 0.0, 0
        for (imgs,) in loader:
            pred, mask = model(imgs)
            loss = model.loss(imgs, pred, mask)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(imgs)
            n += len(imgs)
        history.append(total / n)
        print(f"epoch {epoch:3d}  masked mse {history[-1]:.5f}")
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    torch.save({"state_dict": model.state_dict(),
                "config": {"patch_size": args.patch_size, "mask_ratio": args.mask_ratio}}, args.out)
    return args.out, history


if __name__ == "__main__":
    main()
