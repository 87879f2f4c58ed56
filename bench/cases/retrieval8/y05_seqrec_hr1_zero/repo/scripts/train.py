"""python scripts/train.py --config configs/gru4rec.yaml"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from seqrec import build_model, load_config  # noqa: E402
from seqrec.engine import Trainer, build_data  # noqa: E402
from seqrec.utils import seed_everything  # noqa: E402
from seqrec.utils.logging import format_metrics  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/gru4rec.yaml")
    p.add_argument("--epochs", type=int, default=None)
    args = p.parse_args(argv)
    overrides = {"train__epochs": args.epochs} if args.epochs else {}
    cfg = load_config(args.config, **overrides)
    seed_everything(cfg.seed)
    data = build_data(cfg)
    model = build_model(cfg, data.num_items)
    trainer = Trainer(cfg, model, data)
    best, _ = trainer.fit()
    print("best val:", format_metrics(best))
    print("test:", format_metrics(trainer.test()))


if __name__ == "__main__":
    main()
