"""Train the shape classifier and report dead ReLU units after every epoch.

    python train.py --epochs 30
"""
import argparse
import resource

import torch

from shapesnet import Trainer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--n-train", type=int, default=2000)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--show-memory", action="store_true")
    ap.add_argument("--out", default="shapes_cnn.pt")
    args = ap.parse_args()
    trainer = Trainer(n_train=args.n_train, batch_size=args.batch_size, lr=args.lr,
                      width=args.width, seed=args.seed)
    cb = None
    if args.show_memory:
        cb = lambda e, t: print(f"  max_rss "
                                f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")
    trainer.fit(args.epochs, callback=cb)
    torch.save(trainer.model.state_dict(), args.out)


if __name__ == "__main__":
    main()
