#!/usr/bin/env python
"""Train DQN on the built-in grid world."""
import argparse

import torch

from gridq import load_config, train


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/grid5.yaml")
    ap.add_argument("--out", default=None, help="optional checkpoint path")
    ap.add_argument("overrides", nargs="*", help="dotted overrides, e.g. agent.lr=5e-4")
    args = ap.parse_args()
    torch.set_num_threads(1)  # tiny nets: threading overhead dominates
    cfg = load_config(args.config, args.overrides)
    agent, history = train(cfg)
    if history:
        last = history[-1]
        print(f"final: return={last['return']:.3f} success={last['success']:.2f}")
    if args.out:
        torch.save(agent.state_dict(), args.out)


if __name__ == "__main__":
    main()
