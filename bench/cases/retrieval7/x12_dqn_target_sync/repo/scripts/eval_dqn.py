#!/usr/bin/env python
"""Evaluate a saved DQN checkpoint greedily."""
import argparse

import torch

from gridq import DQNAgent, evaluate, load_config, make_env


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/grid5.yaml")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--episodes", type=int, default=20)
    args = ap.parse_args()
    torch.set_num_threads(1)  # tiny nets: threading overhead dominates
    cfg = load_config(args.config)
    env = make_env(cfg["env"], seed=cfg["seed"] + 1)
    agent = DQNAgent(env.obs_dim, env.n_actions, cfg["model"], cfg["agent"])
    agent.load_state_dict(torch.load(args.ckpt))
    print(evaluate(agent, env, args.episodes))


if __name__ == "__main__":
    main()
