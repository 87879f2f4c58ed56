import argparse
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tinydet.config import load_config  # noqa: E402
from tinydet.engine.evaluator import evaluate  # noqa: E402
from tinydet.engine.trainer import build_loaders  # noqa: E402
from tinydet.models import build_detector  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/shapes_det.yaml")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    model = build_detector(cfg)
    model.load_state_dict(torch.load(args.ckpt, map_location="cpu")["model"])
    _, val_loader = build_loaders(cfg)
    metrics = evaluate(model, val_loader, cfg["test"], cfg["model"]["num_classes"])
    for k, v in metrics.items():
        print(f"{k}: {v:.4f}")


if __name__ == "__main__":
    main()
