import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from subtag.data import build_dataloaders  # noqa: E402
from subtag.engine.task import NerTask  # noqa: E402
from subtag.losses import build_loss  # noqa: E402
from subtag.models import build_model  # noqa: E402
from subtag.utils import get_logger, load_config  # noqa: E402
from subtag.utils.checkpoint import load_checkpoint  # noqa: E402
from subtag.utils.logger import format_metrics  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    tokenizer, label_map, _, val_loader = build_dataloaders(cfg)
    model = build_model(cfg.model, len(tokenizer.vocab), len(label_map), pad_id=tokenizer.pad_id)
    load_checkpoint(args.ckpt, model)
    metrics = NerTask(model, build_loss(cfg.get("loss")), label_map).evaluate(val_loader)
    get_logger().info(f"[eval] {format_metrics(metrics)}")
    return metrics


if __name__ == "__main__":
    main()
