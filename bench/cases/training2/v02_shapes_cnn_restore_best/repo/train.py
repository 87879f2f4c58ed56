"""Train the shape classifier and report test accuracy.

    python train.py                       # 40 epochs, 30k training images
    python train.py --epochs 10 --n-train 5000 --save runs/shapes.pt
"""
import argparse
import os

import torch
from torch.utils.data import DataLoader

from shapecls.callbacks import BestWeights, EarlyStopping
from shapecls.data import CLASSES, make_splits
from shapecls.model import ShapeCNN
from shapecls.trainer import Trainer


def parse_args(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--n-train", type=int, default=30000)
    ap.add_argument("--n-val", type=int, default=3000)
    ap.add_argument("--n-test", type=int, default=3000)
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--monitor", default="val_loss")
    ap.add_argument("--patience", type=int, default=8)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", default="")
    return ap.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    train_ds, val_ds, test_ds = make_splits(args.n_train, args.n_val, args.n_test, seed=args.seed)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=512)
    test_loader = DataLoader(test_ds, batch_size=512)

    model = ShapeCNN(len(CLASSES), width=args.width)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.epochs)
    trainer = Trainer(model, optimizer, scheduler, best=BestWeights(args.monitor),
                      early_stopping=EarlyStopping(args.patience))
    history = trainer.fit(train_loader, val_loader, args.epochs)

    test = trainer.evaluate(test_loader, prefix="test")
    print(f"test loss {test['test_loss']:.4f} acc {test['test_acc']:.3f}", flush=True)
    if args.save:
        os.makedirs(os.path.dirname(args.save) or ".", exist_ok=True)
        torch.save(model.state_dict(), args.save)
    return model, history, test


if __name__ == "__main__":
    main()
