import argparse
import sys

from mtseq.engine import Translator


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--beam", type=int, default=5)
    ap.add_argument("--batch-size", type=int, default=32)
    args = ap.parse_args()
    tr = Translator.from_checkpoint(args.ckpt, args.config)
    lines = [l.rstrip("\n") for l in sys.stdin]
    for i in range(0, len(lines), args.batch_size):
        for hyp in tr.translate(lines[i:i + args.batch_size], beam_size=args.beam):
            print(hyp)


if __name__ == "__main__":
    main()
