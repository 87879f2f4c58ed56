"""Export a trained recogniser to TorchScript for the C++ demo."""
import argparse

import torch

from .utils import load


def export(ckpt, out, example_width=96):
    model, charset, cfg = load(ckpt)
    example = torch.zeros(1, 1, cfg["data"]["height"], example_width)
    scripted = torch.jit.trace(model, example)
    scripted.save(out)
    with open(out + ".chars", "w", encoding="utf-8") as f:
        f.write("".join(charset.chars))
    return out


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("ckpt")
    p.add_argument("out")
    a = p.parse_args()
    export(a.ckpt, a.out)
