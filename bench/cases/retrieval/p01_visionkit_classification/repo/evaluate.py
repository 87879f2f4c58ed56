"""Evaluate a checkpoint on the validation split."""
import argparse

from visionkit.config import load_config
from visionkit.data import build_loaders
from visionkit.engine.trainer import Trainer
from visionkit.models import build_model
from visionkit.utils.checkpoint import load_checkpoint
from visionkit.utils.misc import Logger


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/base.yaml")
    p.add_argument("--ckpt", required=True)
    p.add_argument("--set", action="append", default=[])
    args = p.parse_args(argv)
    cfg = load_config(args.config, args.set)
    _, val_loader = build_loaders(cfg["data"], seed=cfg["seed"])
    model = build_model(cfg["model"], cfg["data"]["num_classes"])
    load_checkpoint(args.ckpt, model)
    t = Trainer(model, None, None, None, None, val_loader, Logger(), cfg["data"]["num_classes"])
    stats = t.evaluate()
    print(" ".join(f"{k}={v:.4f}" for k, v in stats.items()))
    return stats


if __name__ == "__main__":
    main()
