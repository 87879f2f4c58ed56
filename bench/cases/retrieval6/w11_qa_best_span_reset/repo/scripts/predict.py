#!/usr/bin/env python
"""Write dev-set predictions: python scripts/predict.py CONFIG CKPT OUT.json [k=v ...]"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from spanqa.data import build_data  # noqa: E402
from spanqa.engine import evaluate_qa  # noqa: E402
from spanqa.models import build_model  # noqa: E402
from spanqa.utils import load_config, set_seed  # noqa: E402
from spanqa.utils.checkpoint import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("checkpoint")
    ap.add_argument("out")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    set_seed(cfg.get("seed", 0))
    data = build_data(cfg)
    model = build_model(cfg.model, len(data["tokenizer"]), data["tokenizer"].pad_id)
    load_checkpoint(args.checkpoint, model)
    metrics, preds = evaluate_qa(model, data["dev_loader"], data["dev_examples"],
                                 data["dev_features"], cfg.eval.get("n_best", 5),
                                 cfg.eval.get("max_answer_len", 10))
    with open(args.out, "w") as fh:
        json.dump(preds, fh, indent=1)
    print(json.dumps(metrics))


if __name__ == "__main__":
    main()
