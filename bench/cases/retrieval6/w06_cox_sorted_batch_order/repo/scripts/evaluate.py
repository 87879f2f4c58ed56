import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from riskcox.data import build_dataloaders  # noqa: E402
from riskcox.engine.task import SurvivalTask  # noqa: E402
from riskcox.losses import CoxPHLoss  # noqa: E402
from riskcox.models import build_model  # noqa: E402
from riskcox.utils import get_logger, load_config  # noqa: E402
from riskcox.utils.checkpoint import load_checkpoint  # noqa: E402
from riskcox.utils.logger import format_metrics  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    _, val_loader, _ = build_dataloaders(cfg.data)
    model = build_model(cfg.model, cfg.data.get("num_features", 8))
    load_checkpoint(args.ckpt, model)
    metrics = SurvivalTask(model, CoxPHLoss(method="cox")).evaluate(val_loader)
    get_logger().info(f"[eval] {format_metrics(metrics)}")
    return metrics


if __name__ == "__main__":
    main()
