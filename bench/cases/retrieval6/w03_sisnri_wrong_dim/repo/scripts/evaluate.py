import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from sepkit.data import build_dataloader  # noqa: E402
from sepkit.engine.task import SeparationTask  # noqa: E402
from sepkit.losses import build_loss  # noqa: E402
from sepkit.models import build_model  # noqa: E402
from sepkit.utils import get_logger, load_config  # noqa: E402
from sepkit.utils.checkpoint import load_checkpoint  # noqa: E402
from sepkit.utils.logger import format_metrics  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--ckpt", default=None)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    model = build_model(cfg.model)
    if args.ckpt:
        load_checkpoint(args.ckpt, model)
    metrics = SeparationTask(model, build_loss(cfg.get("loss"))).evaluate(build_dataloader(cfg.data, "val"))
    get_logger().info(f"[eval] {format_metrics(metrics, precision=3)}")
    return metrics


if __name__ == "__main__":
    main()
