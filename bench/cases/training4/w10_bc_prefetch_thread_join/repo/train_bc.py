"""Behaviour cloning.   python train_bc.py [--config configs/bc.toml] [--set train.max_updates=500 ...]"""
import argparse
import os
import tomllib

import torch

from bc.env import GridMaze, demonstrations
from bc.policy import MLPPolicy
from bc.trainer import BCTrainer


def load_config(path, overrides=()):
    with open(path, "rb") as f:
        cfg = tomllib.load(f)
    for item in overrides:
        key, val = item.split("=", 1)
        section, name = key.split(".")
        cfg[section][name] = tomllib.loads(f"v = {val}")["v"]
    return cfg


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default="configs/bc.toml")
    p.add_argument("--set", action="append", default=[])
    args = p.parse_args(argv)
    cfg = load_config(args.config, args.set)
    torch.manual_seed(cfg["seed"])
    maze = GridMaze(cfg["maze"]["size"], cfg["maze"]["wall_frac"], seed=cfg["seed"])
    obs, acts = demonstrations(maze, cfg["data"]["n_samples"], seed=cfg["seed"])
    print(f"{len(acts)} demonstration steps, obs dim {obs.shape[1]}", flush=True)
    t = cfg["train"]
    trainer = BCTrainer(MLPPolicy(obs.shape[1]), maze, obs, acts, t["batch_size"], t["lr"], t["max_updates"],
                        t["prefetch"], t["log_every"])
    history = trainer.fit()
    rate = trainer.success_rate(cfg["eval"]["episodes"])
    print(f"success rate {rate:.3f}", flush=True)
    ckpt = cfg["eval"]["checkpoint"]
    if ckpt:
        os.makedirs(os.path.dirname(ckpt) or ".", exist_ok=True)
        torch.save(trainer.policy.state_dict(), ckpt)
        print(f"saved {ckpt}")
    return {"history": history, "success_rate": rate}


if __name__ == "__main__":
    main()
