"""Experiment configuration: a YAML file, optionally overridden by command-line flags."""
import argparse
import copy

import yaml

DEFAULTS = {
    "data": {"num_users": 300, "num_items": 400, "interactions_per_user": 20, "num_negatives": 4,
             "eval_negatives": 99, "data_seed": 0},
    "model": {"name": "mf", "embedding_dim": 32, "mlp_layers": [32, 16], "dropout": 0.0},
    "train": {"epochs": 10, "batch_size": 256, "lr": 0.005, "weight_decay": 0.0, "loss": "bce",
              "seed": 0},
    "eval": {"topk": 10},
}


def _merge(a, b):
    out = copy.deepcopy(a)
    for k, v in (b or {}).items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def build_parser():
    p = argparse.ArgumentParser(prog="recsys")
    p.add_argument("--config", default=None)
    p.add_argument("--model", default=None)
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--batch-size", type=int, default=None)
    p.add_argument("--lr", type=float, default=None)
    p.add_argument("--embedding-dim", type=int, default=None)
    p.add_argument("--loss", choices=["bce", "bpr", "softmax"], default=None)
    p.add_argument("--seed", type=int, default=None, help="overrides train.seed")
    p.add_argument("--topk", type=int, default=None)
    p.add_argument("--out", default=None, help="write metrics JSON here")
    return p


def merge_cli_overrides(cfg, args):
    """Flags given on the command line win over the YAML file; flags left out keep the YAML value."""
    cfg = copy.deepcopy(cfg)
    if args.model is not None:
        cfg["model"]["name"] = args.model
    if args.embedding_dim is not None:
        cfg["model"]["embedding_dim"] = args.embedding_dim
    for key in ("epochs", "batch_size", "lr", "loss"):
        value = getattr(args, key)
        if value is not None:
            cfg["train"][key] = value
    cfg["train"]["seed"] = args.seed
    if args.topk is not None:
        cfg["eval"]["topk"] = args.topk
    return cfg


def load_config(argv=None):
    args = build_parser().parse_args(argv)
    cfg = copy.deepcopy(DEFAULTS)
    if args.config:
        with open(args.config) as f:
            cfg = _merge(cfg, yaml.safe_load(f))
    return merge_cli_overrides(cfg, args), args
