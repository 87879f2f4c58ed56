import argparse
import sys
from pathlib import Path

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from segkit.config import load_config  # noqa: E402
from segkit.data import CLASS_NAMES  # noqa: E402
from segkit.engine import evaluate  # noqa: E402
from segkit.engine.trainer import build_datasets  # noqa: E402
from segkit.models import build_model  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/shapes_unet.yaml")
    p.add_argument("--weights", required=True)
    args = p.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg)
    model.load_state_dict(torch.load(args.weights, map_location="cpu"))
    _, val_ds = build_datasets(cfg)
    res = evaluate(model, DataLoader(val_ds, batch_size=32), cfg["model"]["num_classes"])
    for name, iou in zip(CLASS_NAMES, res["IoU"]):
        print(f"{name:>12s}: {iou:.4f}")
    print(f"mIoU {res['mIoU']:.4f}  pixAcc {res['pixAcc']:.4f}")


if __name__ == "__main__":
    main()
