"""Evaluate a checkpoint on the validation split."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from torch.utils.data import DataLoader  # noqa: E402

from posekit.data import build_dataset  # noqa: E402
from posekit.engine import Evaluator  # noqa: E402
from posekit.models import build_model  # noqa: E402
from posekit.transforms import build_transforms  # noqa: E402
from posekit.utils import load_config  # noqa: E402
from posekit.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    ds = build_dataset(cfg, "val", build_transforms(cfg, train=False))
    Evaluator(cfg, DataLoader(ds, batch_size=cfg["train"]["batch_size"])).run(model)


if __name__ == "__main__":
    main()
