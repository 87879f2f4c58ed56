import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from trajkit.data import build_dataloader  # noqa: E402
from trajkit.engine.task import TrajectoryTask  # noqa: E402
from trajkit.models import build_model  # noqa: E402
from trajkit.utils import get_logger, load_config, seed_everything  # noqa: E402
from trajkit.utils.checkpoint import load_checkpoint  # noqa: E402
from trajkit.utils.logger import format_metrics  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--ckpt", default=None)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg.get("seed"), deterministic=cfg.get("deterministic", False))
    model = build_model(cfg.model, cfg.data.get("pred_len", 12))
    if args.ckpt:
        load_checkpoint(args.ckpt, model)
    metrics = TrajectoryTask(model, cfg).evaluate(build_dataloader(cfg.data, "val"))
    get_logger().info(f"[eval] {format_metrics(metrics)}")
    return metrics


if __name__ == "__main__":
    main()
