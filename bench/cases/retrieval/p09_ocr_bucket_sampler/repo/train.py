"""Train a line recogniser.

    python train.py --config configs/crnn_digits.yaml [--set data.batch_size=48 ...]

Values given with --set override the YAML; missing keys take the defaults in ocr/config.py.
"""
import argparse

import torch
import yaml

from ocr.config import check, with_defaults
from ocr.engine import fit


def parse_set(items):
    out = {}
    for it in items:
        key, val = it.split("=", 1)
        out[key] = yaml.safe_load(val)
    return out


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/crnn_digits.yaml")
    p.add_argument("--set", action="append", default=[])
    args = p.parse_args(argv)
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    for key, val in parse_set(args.set).items():
        node = cfg
        *parents, leaf = key.split(".")
        for k in parents:
            node = node.setdefault(k, {})
        node[leaf] = val
    cfg = check(with_defaults(cfg))
    torch.set_num_threads(min(4, torch.get_num_threads()))
    return fit(cfg)


if __name__ == "__main__":
    main()
