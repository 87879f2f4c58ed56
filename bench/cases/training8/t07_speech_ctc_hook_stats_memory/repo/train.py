import argparse

from asr.trainer import Trainer
from asr.utils import load_config, rss_mb

parser = argparse.ArgumentParser(description="train the toy CTC phone recogniser")
parser.add_argument("--config", default="conf/base.yaml")
parser.add_argument("--epochs", type=int, default=None)
parser.add_argument("--show-memory", action="store_true")
args = parser.parse_args()

cfg = load_config(args.config)
trainer = Trainer(cfg)
hook = (lambda epoch, tr: print(f"  rss {rss_mb():.0f} MB")) if args.show_memory else None
trainer.fit(args.epochs, on_epoch_end=hook)
