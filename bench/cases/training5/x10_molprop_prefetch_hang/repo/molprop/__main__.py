import argparse

from .train import train


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m molprop")
    ap.add_argument("--n-molecules", type=int, default=50000)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--max-steps", type=int, default=0, help="stop after this many optimizer steps")
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--layers", type=int, default=3)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--prefetch", type=int, default=4)
    ap.add_argument("--log-every", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="gcn.pt")
    return train(ap.parse_args(argv))


if __name__ == "__main__":
    main()
