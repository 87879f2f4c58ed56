#!/usr/bin/env python
"""SimCLR pretraining. Usage: pretrain.py --config cfg.yaml [key=value ...]"""
import argparse

import torch

from contrastlab import load_config, pretrain


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/simclr_tiny.yaml")
    ap.add_argument("--out", default=None)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    torch.set_num_threads(1)
    cfg = load_config(args.config, args.overrides)
    model, history = pretrain(cfg)
    print(f"done: first loss {history[0]:.4f} last loss {history[-1]:.4f}")
    if args.out:
        torch.save(model.encoder.state_dict(), args.out)


if __name__ == "__main__":
    main()
