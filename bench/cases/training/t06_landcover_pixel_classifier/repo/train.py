"""Train the pixel classifier on noisy labels with annealed label smoothing.

    python train.py                                   # 80 epochs, smoothing 0.2 -> 0 over 60
    python train.py --epochs 30 --anneal-epochs 10 --label-noise 0.2
"""
import argparse

import torch
from torch.utils.data import DataLoader

from landcover.data import CLASSES, make_pixels
from landcover.engine import accuracy, train_epoch
from landcover.losses import AnnealedSmoothingLoss
from landcover.model import pixel_mlp


def build_parser():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n-train", type=int, default=100_000)
    p.add_argument("--n-val", type=int, default=10_000)
    p.add_argument("--label-noise", type=float, default=0.1)
    p.add_argument("--epochs", type=int, default=80)
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--smoothing", type=float, default=0.2)
    p.add_argument("--anneal-epochs", type=int, default=60)
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--seed", type=int, default=0)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    torch.manual_seed(args.seed)
    train_noisy, _ = make_pixels(args.n_train, seed=args.seed, label_noise=args.label_noise)
    _, val_clean = make_pixels(args.n_val, seed=args.seed + 1)
    train_loader = DataLoader(train_noisy, batch_size=args.batch_size, shuffle=True, drop_last=True)
    val_loader = DataLoader(val_clean, batch_size=2048)

    model = pixel_mlp(train_noisy.tensors[0].shape[1], len(CLASSES), hidden=args.hidden)
    criterion = AnnealedSmoothingLoss(len(CLASSES), args.smoothing, args.anneal_epochs)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.epochs)

    history = []
    for epoch in range(args.epochs):
        criterion.set_epoch(epoch)
        loss = train_epoch(model, train_loader, criterion, optimizer)
        scheduler.step()
        acc = accuracy(model, val_loader)
        history.append({"epoch": epoch + 1, "eps": criterion.eps, "loss": loss, "val_acc": acc})
        print(f"epoch {epoch + 1:3d}/{args.epochs}  eps {criterion.eps:.3f}  loss {loss:.4f}  "
              f"val_acc(clean) {acc:.4f}", flush=True)
    return model, history


if __name__ == "__main__":
    main()
