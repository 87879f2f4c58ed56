"""Train PointNet on synthetic primitives."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import torch  # noqa: E402

from pointcls.config import load_config  # noqa: E402
from pointcls.data import SHAPES, SyntheticShapes, build_train_transform  # noqa: E402
from pointcls.data.transforms import build_eval_transform  # noqa: E402
from pointcls.engine import Trainer  # noqa: E402
from pointcls.models import build_model  # noqa: E402
from pointcls.utils import seed_everything  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/pointnet.yaml")
    ap.add_argument("--epochs", type=int, default=None)
    ap.add_argument("--save", default=None)
    args = ap.parse_args()
    cfg = load_config(args.config)
    if args.epochs is not None:
        cfg["train"]["epochs"] = args.epochs
    seed_everything(cfg["seed"])
    d = cfg["data"]
    train_set = SyntheticShapes(d["n_train"], d["n_points"], build_train_transform(d), seed=cfg["seed"])
    val_set = SyntheticShapes(d["n_val"], d["n_points"], build_eval_transform(d), seed=cfg["seed"] + 1000)
    model = build_model(cfg, len(SHAPES))
    Trainer(model, train_set, val_set, cfg, len(SHAPES)).fit()
    if args.save:
        os.makedirs(os.path.dirname(args.save) or ".", exist_ok=True)
        torch.save({"model": model.state_dict(), "config": cfg, "class_names": list(SHAPES)},
                   args.save)


if __name__ == "__main__":
    main()
