"""Train the cart-pole agent.

    python train_agent.py --config config.yaml
"""
import argparse

import torch

from pgagent import load_config, train

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    ap.add_argument("--episodes", type=int)
    ap.add_argument("--save", default="agent.pt")
    args = ap.parse_args()
    cfg = load_config(args.config)
    if args.episodes:
        cfg["train"]["episodes"] = args.episodes
    model, returns = train(cfg)
    print(f"last 20 episodes: mean return {sum(returns[-20:]) / 20:.1f}")
    torch.save(model.state_dict(), args.save)
