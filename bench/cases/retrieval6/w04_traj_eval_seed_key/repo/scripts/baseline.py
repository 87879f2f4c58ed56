import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from trajkit.data import build_dataloader  # noqa: E402
from trajkit.engine.task import TrajectoryTask  # noqa: E402
from trajkit.models import ConstantVelocity  # noqa: E402
from trajkit.utils import get_logger, load_config  # noqa: E402
from trajkit.utils.logger import format_metrics  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description="Constant-velocity baseline on the validation split.")
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    model = ConstantVelocity(cfg.data.get("pred_len", 12))
    metrics = TrajectoryTask(model, cfg).evaluate(build_dataloader(cfg.data, "val"))
    get_logger().info(f"[baseline] {format_metrics(metrics)}")
    return metrics


if __name__ == "__main__":
    main()
