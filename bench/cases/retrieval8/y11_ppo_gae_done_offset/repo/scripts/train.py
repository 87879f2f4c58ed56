#!/usr/bin/env python
"""python scripts/train.py --config configs/point_mass.yaml --save policy.pt"""

import argparse

import torch

from tinyppo import PPOTrainer, load_config


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="configs/point_mass.yaml")
    parser.add_argument("--save", default=None)
    args = parser.parse_args()
    trainer = PPOTrainer(load_config(args.config))
    trainer.train()
    if args.save:
        torch.save(trainer.policy.state_dict(), args.save)


if __name__ == "__main__":
    main()
