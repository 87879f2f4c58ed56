"""Distil the saved teacher into a small student."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from kdlab.config import load_config  # noqa: E402
from kdlab.data import build_loaders  # noqa: E402
from kdlab.engine import Distiller  # noqa: E402
from kdlab.models import build_student, load_teacher  # noqa: E402
from kdlab.utils import seed_everything  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/distill.yaml")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"])
    train, val = build_loaders(cfg)
    teacher = load_teacher(cfg)
    student = build_student(cfg)
    Distiller(teacher, student, cfg).fit(train, val)


if __name__ == "__main__":
    main()
