#!/usr/bin/env python
"""Linear probe of a pretrained encoder."""
import argparse

import torch

from contrastlab import build_model, linear_probe, load_config


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/simclr_tiny.yaml")
    ap.add_argument("--ckpt", default=None, help="encoder weights; random init if omitted")
    args = ap.parse_args()
    torch.set_num_threads(1)
    cfg = load_config(args.config)
    model = build_model(cfg)
    if args.ckpt:
        model.encoder.load_state_dict(torch.load(args.ckpt))
    print(linear_probe(cfg, model.encoder))


if __name__ == "__main__":
    main()
