"""Evaluate a saved teacher on the validation split."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from kdlab.config import load_config  # noqa: E402
from kdlab.data import build_loaders  # noqa: E402
from kdlab.engine import evaluate  # noqa: E402
from kdlab.models import build_teacher  # noqa: E402
from kdlab.utils import load_weights  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/teacher.yaml")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    _, val = build_loaders(cfg)
    teacher = build_teacher(cfg)
    ckpt = load_weights(teacher, cfg["teacher"]["path"], strict=False)
    m = evaluate(teacher, val)
    print(f"teacher val_acc {m['acc']:.4f} (recorded at save time: {ckpt.get('val_acc', float('nan')):.4f})")


if __name__ == "__main__":
    main()
