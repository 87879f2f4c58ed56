import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from ocrline.engine import LineReader  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="recognise text in line images (.pt tensors)")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--method", default=None)
    ap.add_argument("images", nargs="+")
    args = ap.parse_args()
    reader = LineReader.from_checkpoint(args.ckpt, args.method)
    texts = reader.read_batch([torch.load(p) for p in args.images])
    for p, t in zip(args.images, texts):
        print(f"{p}\t{t}")


if __name__ == "__main__":
    main()
