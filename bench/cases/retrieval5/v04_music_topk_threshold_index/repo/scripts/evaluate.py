"""Validation loss / accuracy of a checkpoint."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from melodygen.engine import LMTrainer  # noqa: E402
from melodygen.utils.checkpoint import load_checkpoint  # noqa: E402
from melodygen.utils.config import Config  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    args = ap.parse_args()
    cfg = Config(torch.load(args.ckpt, map_location="cpu", weights_only=False)["config"])
    trainer = LMTrainer(cfg)
    load_checkpoint(args.ckpt, trainer.model)
    res = trainer.validate()
    print(f"val_loss {res['loss']:.4f} val_acc {res['acc']:.3f}")


if __name__ == "__main__":
    main()
