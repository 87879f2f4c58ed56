import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tinyddpm.engine.task import DiffusionTask  # noqa: E402
from tinyddpm.metrics import sample_health  # noqa: E402
from tinyddpm.models import build_model  # noqa: E402
from tinyddpm.utils import get_logger, load_config  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--ckpt", default=None)
    ap.add_argument("--num", type=int, default=16)
    ap.add_argument("--out", default=None)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    model = build_model(cfg.model)
    task = DiffusionTask(model, cfg)
    if args.ckpt:
        state = torch.load(args.ckpt, map_location="cpu", weights_only=False)
        model.load_state_dict(state["model"])
        if task.ema is not None and state.get("ema"):
            task.ema.shadow.load_state_dict(state["ema"])
    samples = task.sample(args.num, seed=cfg.get("seed", 0))
    health = sample_health(samples)
    get_logger().info("samples " + " ".join(f"{k}={v:.4f}" for k, v in health.items()))
    if args.out:
        torch.save(samples, args.out)
    return health


if __name__ == "__main__":
    main()
