"""Train the activity CNN:  python train.py [--epochs 10] [--window 128] ..."""
import argparse

import torch
from torch.utils.data import DataLoader

from har.data import ACTIVITIES, RandomCropCollate, RecordingDataset, pad_collate
from har.engine import evaluate, train_epoch
from har.model import ActivityCNN, count_parameters
from har.utils import save_run, set_seed


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--eval-batch-size", type=int, default=64)
    ap.add_argument("--window", type=int, default=128, help="training crop length (samples)")
    ap.add_argument("--n-train", type=int, default=600)
    ap.add_argument("--n-val", type=int, default=200)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--hidden", type=int, nargs="+", default=[32, 64])
    ap.add_argument("--grad-clip", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=None, help="save the model + history here")
    return ap.parse_args(argv)


def build_loaders(args):
    train_ds = RecordingDataset(args.n_train, seed=args.seed)
    val_ds = RecordingDataset(args.n_val, seed=args.seed + 1)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True,
                              collate_fn=RandomCropCollate(args.window, seed=args.seed))
    val_loader = DataLoader(val_ds, batch_size=args.eval_batch_size, collate_fn=pad_collate)
    return train_loader, val_loader


def main(argv=None):
    args = parse_args(argv)
    set_seed(args.seed)
    train_loader, val_loader = build_loaders(args)
    model = ActivityCNN(len(ACTIVITIES), hidden=tuple(args.hidden))
    print(f"ActivityCNN: {count_parameters(model)} parameters, "
          f"{len(train_loader.dataset)} train / {len(val_loader.dataset)} val recordings")
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)

    history = []
    for epoch in range(1, args.epochs + 1):
        tr = train_epoch(model, train_loader, optimizer, args.grad_clip)
        print(f"epoch {epoch:2d}  train loss {tr['loss']:.4f} acc {tr['acc']:.3f}", flush=True)
        va = evaluate(model, val_loader, len(ACTIVITIES))
        print(f"          val loss {va['loss']:.4f} acc {va['acc']:.3f} "
              f"balanced {va['balanced_acc']:.3f}", flush=True)
        history.append({"epoch": epoch, "train": tr, "val": va})
    if args.out:
        save_run(args.out, model, args, history)
    return model, history


if __name__ == "__main__":
    main()
