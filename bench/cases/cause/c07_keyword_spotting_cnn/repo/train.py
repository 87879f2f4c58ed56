"""Train the DS-CNN keyword spotter and save a checkpoint."""
import argparse

import torch
from torch.utils.data import DataLoader

from kws.checkpoint import save_checkpoint
from kws.engine import evaluate, train_one_epoch
from kws.features import KEYWORDS, SpeechCommandsSynth
from kws.model import DSCNN


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--epochs", type=int, default=15)
    p.add_argument("--n-per-class", type=int, default=120)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--channels", type=int, default=32)
    p.add_argument("--blocks", type=int, default=2)
    p.add_argument("--dropout", type=float, default=0.4)
    p.add_argument("--out", default="kws.pt")
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    train_ds = SpeechCommandsSynth(args.n_per_class, seed=args.seed)
    val_ds = SpeechCommandsSynth(max(10, args.n_per_class // 4), seed=args.seed + 100)
    train_dl = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_dl = DataLoader(val_ds, batch_size=256)

    model = DSCNN(len(KEYWORDS), args.channels, args.blocks, args.dropout)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.epochs)
    for epoch in range(1, args.epochs + 1):
        tr = train_one_epoch(model, train_dl, opt, label_smoothing=0.05)
        va = evaluate(model, val_dl)
        sched.step()
        print(f"epoch {epoch:2d}  train loss {tr['loss']:.3f} acc {tr['accuracy']:.3f}  "
              f"val loss {va['loss']:.3f} acc {va['accuracy']:.3f}")
    meta = {"n_classes": len(KEYWORDS), "channels": args.channels, "n_blocks": args.blocks,
            "dropout": args.dropout, "keywords": KEYWORDS}
    save_checkpoint(args.out, model, meta)
    return args.out


if __name__ == "__main__":
    main()
