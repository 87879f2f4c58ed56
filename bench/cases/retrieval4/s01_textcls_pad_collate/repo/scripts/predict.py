import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from sentiq.engine import Predictor  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("texts", nargs="+")
    args = ap.parse_args()
    pred = Predictor.from_checkpoint(args.ckpt)
    probs = pred.predict_proba(args.texts, args.batch_size)
    for text, p in zip(args.texts, probs):
        i = int(p.argmax())
        print(f"{pred.labels[i]}\t{p[i]:.3f}\t{text}")


if __name__ == "__main__":
    main()
