import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from metricrank.data import build_dataloaders  # noqa: E402
from metricrank.engine.task import MetricLearningTask  # noqa: E402
from metricrank.losses import build_loss  # noqa: E402
from metricrank.models import build_model  # noqa: E402
from metricrank.utils import get_logger, load_config  # noqa: E402
from metricrank.utils.checkpoint import load_checkpoint  # noqa: E402
from metricrank.utils.logger import format_metrics  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--ckpt", default=None)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    _, test_loader = build_dataloaders(cfg.data)
    model = build_model(cfg.model)
    if args.ckpt:
        load_checkpoint(args.ckpt, model)
    metrics = MetricLearningTask(model, build_loss(cfg.loss), None, cfg.eval).evaluate(test_loader)
    get_logger().info(f"[eval] {format_metrics(metrics)}")
    return metrics


if __name__ == "__main__":
    main()
