import argparse

import yaml

from gridrl.loop import run

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/dqn.yaml")
    ap.add_argument("--total-steps", type=int, default=None)
    args = ap.parse_args()
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    run(cfg, args.total_steps)
