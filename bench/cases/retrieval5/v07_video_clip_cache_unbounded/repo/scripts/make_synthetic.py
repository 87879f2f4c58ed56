import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from vidact.data.synthetic import write_synthetic_dataset  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="write a toy moving-square action dataset")
    ap.add_argument("--out", default="data/synth")
    ap.add_argument("--videos", type=int, default=200)
    ap.add_argument("--frames", type=int, default=64)
    ap.add_argument("--size", type=int, default=72)
    args = ap.parse_args()
    write_synthetic_dataset(args.out, args.videos, args.frames, args.size)
    print(f"wrote {args.videos} videos to {args.out}")


if __name__ == "__main__":
    main()
