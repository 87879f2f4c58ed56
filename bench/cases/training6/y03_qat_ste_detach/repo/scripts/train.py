"""Train TinyShapeNet (float or QAT)."""
import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from edgeshapes import CLASSES  # noqa: E402
from edgeshapes.engine import train  # noqa: E402
from edgeshapes.model import TinyShapeNet  # noqa: E402
from edgeshapes.shapes import make_shapes  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--n-train", type=int, default=20000)
    ap.add_argument("--n-val", type=int, default=4000)
    ap.add_argument("--epochs", type=int, default=15)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--qat", action="store_true", help="train with fake-quantized weights")
    ap.add_argument("--bits", type=int, default=8)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="")
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    train_data = make_shapes(args.n_train, seed=args.seed)
    val_data = make_shapes(args.n_val, seed=args.seed + 1000)
    model = TinyShapeNet(len(CLASSES), width=args.width, qat=args.qat, bits=args.bits)
    mode = f"QAT int{args.bits}" if args.qat else "float"
    print(f"TinyShapeNet ({mode}): {sum(p.numel() for p in model.parameters())} params, "
          f"{args.n_train} train / {args.n_val} val")
    history = train(model, train_data, val_data, epochs=args.epochs, batch_size=args.batch_size,
                    lr=args.lr)
    if args.out:
        torch.save({"model": model.state_dict(), "args": vars(args)}, args.out)
        print(f"saved {args.out}")
    return model, history


if __name__ == "__main__":
    main()
