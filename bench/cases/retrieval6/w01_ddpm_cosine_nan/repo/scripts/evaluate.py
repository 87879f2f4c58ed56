import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tinyddpm.data import build_dataloader  # noqa: E402
from tinyddpm.engine.task import DiffusionTask  # noqa: E402
from tinyddpm.models import build_model  # noqa: E402
from tinyddpm.utils import get_logger, load_config  # noqa: E402
from tinyddpm.utils.logger import format_metrics  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--ckpt", default=None)
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
    metrics = task.evaluate(build_dataloader(cfg.data, "val"))
    get_logger().info(f"[eval] {format_metrics(metrics)}")
    return metrics


if __name__ == "__main__":
    main()
