"""Train the teacher and save its weights."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from kdlab.config import load_config  # noqa: E402
from kdlab.data import build_loaders  # noqa: E402
from kdlab.engine import train_supervised  # noqa: E402
from kdlab.models import build_teacher  # noqa: E402
from kdlab.utils import save_weights, seed_everything  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/teacher.yaml")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"])
    train, val = build_loaders(cfg)
    teacher = build_teacher(cfg)
    m = train_supervised(teacher, train, val, cfg["teacher"]["epochs"], cfg["teacher"]["lr"])
    save_weights(teacher, cfg["teacher"]["path"], val_acc=m["acc"])
    print(f"saved teacher to {cfg['teacher']['path']} (val_acc {m['acc']:.4f})")


if __name__ == "__main__":
    main()
