#!/usr/bin/env python
"""Evaluate a saved global model: python scripts/evaluate.py CONFIG CKPT [k=v ...]"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from fedsim.data import build_client_datasets, make_loader  # noqa: E402
from fedsim.engine import evaluate_global  # noqa: E402
from fedsim.models import build_model  # noqa: E402
from fedsim.utils import load_config  # noqa: E402
from fedsim.utils.checkpoint import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("checkpoint")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    _, test = build_client_datasets(cfg)
    n_cls = cfg.data.get("num_classes", 10)
    model = build_model(cfg.model, cfg.data.get("dim", 20), n_cls)
    load_checkpoint(args.checkpoint, model)
    res = evaluate_global(model, make_loader(test, 512, shuffle=False), n_cls)
    print(f"test_acc {res['test_acc']:.4f} test_loss {res['test_loss']:.4f}")
    print("per-class: " + " ".join(f"{a:.2f}" for a in res["per_class"]))


if __name__ == "__main__":
    main()
