"""Train tinydepth on synthetic scenes.

    python scripts/train.py --config configs/tiny.yaml [key=value ...]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tinydepth import build_loss, build_model, load_config  # noqa: E402
from tinydepth.data import build_dataloader  # noqa: E402
from tinydepth.engine import Trainer  # noqa: E402
from tinydepth.utils import seed_everything  # noqa: E402


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", required=True)
    parser.add_argument("overrides", nargs="*")
    args = parser.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg.seed)
    model = build_model(cfg)
    trainer = Trainer(cfg, model, build_loss(cfg), build_dataloader(cfg, "train"), build_dataloader(cfg, "val"))
    return trainer.fit()


if __name__ == "__main__":
    main()
