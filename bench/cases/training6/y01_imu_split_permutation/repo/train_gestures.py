"""Train the gesture CNN on (simulated) recorder windows."""
import argparse

import torch

from imugest import GESTURES, make_recordings
from imugest.features import ChannelScaler
from imugest.model import GestureCNN
from imugest.splits import train_val_split
from imugest.training import fit


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--n-per-class", type=int, default=2000)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--width", type=int, default=32)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="gesture_cnn.pt")
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    x, y = make_recordings(args.n_per_class, seed=args.seed)
    (x_tr, y_tr), (x_va, y_va) = train_val_split(x, y, val_frac=0.2, seed=args.seed)
    scaler = ChannelScaler()
    x_tr = scaler.fit_transform(x_tr)
    x_va = scaler.transform(x_va)
    print(f"{len(x_tr)} train / {len(x_va)} val windows, {len(GESTURES)} gestures")

    model = GestureCNN(n_classes=len(GESTURES), width=args.width)
    history = fit(model, x_tr, y_tr, x_va, y_va, epochs=args.epochs, batch_size=args.batch_size,
                  lr=args.lr, seed=args.seed)
    if args.out:
        torch.save({"model": model.state_dict(), "scaler": scaler.state_dict()}, args.out)
        print(f"saved {args.out}")
    return model, history


if __name__ == "__main__":
    main()
