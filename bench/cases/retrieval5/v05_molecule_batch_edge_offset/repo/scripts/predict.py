import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from molprop.engine import Predictor  # noqa: E402
from molprop.utils import load_config  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--smiles", nargs="+", required=True)
    ap.add_argument("--batch-size", type=int, default=64)
    args = ap.parse_args()
    cfg = load_config(args.config)
    pred = Predictor.from_checkpoint(cfg, args.ckpt)
    values = pred.predict(args.smiles, args.batch_size)
    for s, v in zip(args.smiles, values.tolist()):
        print(s, " ".join(f"{x:.3f}" for x in v))


if __name__ == "__main__":
    main()
