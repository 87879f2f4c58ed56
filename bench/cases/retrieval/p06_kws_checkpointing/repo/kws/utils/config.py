import argparse

import yaml


def str2bool(v):
    if isinstance(v, bool):
        return v
    return v.lower() in ("1", "true", "yes", "y")


def build_parser():
    p = argparse.ArgumentParser(description="keyword spotting training")
    p.add_argument("--config", default=None, help="YAML file with defaults for any flag")
    p.add_argument("--model", default="dscnn")
    p.add_argument("--num-train", type=int, default=3000)
    p.add_argument("--num-val", type=int, default=600)
    p.add_argument("--epochs", type=int, default=15)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--weight-decay", type=float, default=1e-4)
    p.add_argument("--augment", default="specaugment")
    p.add_argument("--data-parallel", type=str2bool, default=False)
    p.add_argument("--out", default="runs/kws")
    p.add_argument("--seed", type=int, default=0)
    return p


def parse_args(argv=None):
    p = build_parser()
    args, _ = p.parse_known_args(argv)
    if args.config:
        with open(args.config) as f:
            p.set_defaults(**{k.replace("-", "_"): v for k, v in (yaml.safe_load(f) or {}).items()})
    return p.parse_args(argv)
