"""Dump prior samples of a trained model as an ASCII grid (no plotting deps)."""
import argparse
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vaelab.checkpoint import load_checkpoint  # noqa: E402

_RAMP = " .:-=+*#%@"


def to_ascii(img):
    rows = []
    for r in img:
        rows.append("".join(_RAMP[min(int(v * len(_RAMP)), len(_RAMP) - 1)] for v in r.tolist()))
    return "\n".join(rows)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", required=True)
    p.add_argument("-n", type=int, default=4)
    args = p.parse_args()
    model, _, _ = load_checkpoint(args.ckpt)
    g = torch.Generator().manual_seed(0)
    for img in model.sample(args.n, generator=g):
        print(to_ascii(img[0]), end="\n\n")


if __name__ == "__main__":
    main()
