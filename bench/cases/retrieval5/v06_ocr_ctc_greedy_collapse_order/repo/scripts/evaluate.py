import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from ocrline.data import Charset, build_dataset  # noqa: E402
from ocrline.engine import LineReader  # noqa: E402
from ocrline.metrics import character_error_rate, exact_match, word_error_rate  # noqa: E402
from ocrline.utils import load_config  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--method", default=None, choices=[None, "greedy", "beam"])
    ap.add_argument("--batch-size", type=int, default=32)
    args = ap.parse_args()
    cfg = load_config(args.config)
    reader = LineReader.from_checkpoint(args.ckpt, args.method)
    ds = build_dataset(cfg, "val", Charset(cfg["charset"]))
    preds, refs = [], []
    for i in range(0, len(ds), args.batch_size):
        items = [ds[j] for j in range(i, min(i + args.batch_size, len(ds)))]
        preds += reader.read_batch([im for im, _ in items])
        refs += [t for _, t in items]
    print(f"CER {character_error_rate(preds, refs):.4f}  WER {word_error_rate(preds, refs):.4f}  "
          f"exact {exact_match(preds, refs):.3f}  n={len(refs)}")


if __name__ == "__main__":
    main()
