#!/usr/bin/env python
"""Roll out a deterministic policy and report the mean episode return."""

import argparse

import numpy as np
import torch

from tinyppo import load_config
from tinyppo.envs import make_env
from tinyppo.models import ActorCritic


def run_episodes(env, policy, n):
    returns = []
    for _ in range(n):
        obs, total, done = env.reset(), 0.0, False
        while not done:
            action, _, _ = policy.act(torch.as_tensor(obs), deterministic=True)
            obs, reward, terminated, truncated, _ = env.step(action.numpy())
            total += reward
            done = terminated or truncated
        returns.append(total)
    return float(np.mean(returns))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="configs/point_mass.yaml")
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--episodes", type=int, default=20)
    args = parser.parse_args()
    cfg = load_config(args.config)
    env = make_env(cfg.env, seed=cfg.seed + 1000)
    policy = ActorCritic(env.obs_dim, env.act_dim, cfg.model.hidden_sizes, cfg.model.init_log_std)
    policy.load_state_dict(torch.load(args.checkpoint))
    print(f"mean return over {args.episodes} episodes: {run_episodes(env, policy, args.episodes):.2f}")


if __name__ == "__main__":
    main()
