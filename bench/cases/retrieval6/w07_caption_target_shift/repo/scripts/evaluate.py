#!/usr/bin/env python
"""Evaluate a checkpoint: python scripts/evaluate.py CONFIG CKPT [key=value ...]"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from capkit.data import build_dataloaders  # noqa: E402
from capkit.engine import evaluate_captions  # noqa: E402
from capkit.models import build_model  # noqa: E402
from capkit.utils import load_config, set_seed  # noqa: E402
from capkit.utils.checkpoint import load_checkpoint  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("config")
    p.add_argument("checkpoint")
    p.add_argument("overrides", nargs="*")
    args = p.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    set_seed(cfg.get("seed", 0))
    loaders, vocab = build_dataloaders(cfg, splits=("train", "test"))
    model = build_model(cfg.model, len(vocab), vocab.pad_id, vocab.bos_id, vocab.eos_id)
    load_checkpoint(args.checkpoint, model)
    m = evaluate_captions(model, loaders["test"], vocab, cfg.get("decode"))
    print(" | ".join(f"{k} {v:.4f}" for k, v in m.items() if k != "samples"))


if __name__ == "__main__":
    main()
