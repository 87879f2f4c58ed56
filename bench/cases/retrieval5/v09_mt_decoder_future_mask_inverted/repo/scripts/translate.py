import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from mtlite.engine import Translator  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="translate lines from stdin")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--beam", type=int, default=None)
    args = ap.parse_args()
    tr = Translator.from_checkpoint(args.ckpt)
    if args.beam:
        tr.beam = args.beam
    lines = [line.strip() for line in sys.stdin if line.strip()]
    for out in tr.translate(lines):
        print(out)


if __name__ == "__main__":
    main()
