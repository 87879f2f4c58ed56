"""SimCLR pre-training on synthetic glyphs with temperature annealing, kNN probe every epoch.

    python pretrain.py --epochs 60 --batch-size 256
"""
import argparse
import math

import torch
from torch.utils.data import DataLoader

from contrast.data import TwoViews, make_glyphs
from contrast.losses import nt_xent
from contrast.model import Encoder
from contrast.probe import embed, knn_accuracy
from contrast.schedule import lr_at, temperature


def get_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--n-train", type=int, default=50000)
    p.add_argument("--n-probe", type=int, default=2000)
    p.add_argument("--epochs", type=int, default=60)
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--tau-start", type=float, default=0.2)
    p.add_argument("--tau-min", type=float, default=0.01)
    p.add_argument("--tau-decay", type=float, default=0.85)
    p.add_argument("--width", type=int, default=32)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


def main(argv=None):
    args = get_args(argv)
    torch.manual_seed(args.seed)
    x, _ = make_glyphs(args.n_train, seed=args.seed)
    px, py = make_glyphs(args.n_probe, seed=args.seed + 1)
    qx, qy = make_glyphs(args.n_probe // 2, seed=args.seed + 2)
    loader = DataLoader(TwoViews(x), batch_size=args.batch_size, shuffle=True, drop_last=True)
    model = Encoder(args.width)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    log = []
    for epoch in range(args.epochs):
        tau = temperature(epoch, args.tau_start, args.tau_min, args.tau_decay)
        for g in opt.param_groups:
            g["lr"] = lr_at(epoch, args.lr, args.warmup, args.epochs)
        total, n = 0.0, 0
        for v1, v2 in loader:
            _, z1 = model(v1)
            _, z2 = model(v2)
            loss = nt_xent(z1, z2, tau)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
            n += 1
        acc = knn_accuracy(embed(model, px), py, embed(model, qx), qy)
        log.append({"epoch": epoch, "tau": tau, "loss": total / n, "knn_acc": acc})
        print(f"epoch {epoch:3d}  tau {tau:.4f}  loss {total / n:.4f}  knn@10 {acc:.3f}", flush=True)
    return log


if __name__ == "__main__":
    main()
