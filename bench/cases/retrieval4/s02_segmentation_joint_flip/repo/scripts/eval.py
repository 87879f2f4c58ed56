import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from segkit.config import load_config  # noqa: E402
from segkit.data import build_dataset  # noqa: E402
from segkit.engine import flip_tta  # noqa: E402
from segkit.metrics import SegMetric  # noqa: E402
from segkit.models import build_model  # noqa: E402
from segkit.transforms import build_transforms  # noqa: E402
from segkit.utils import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--tta", action="store_true")
    args = ap.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg["model"])
    load_checkpoint(args.ckpt, model)
    model.eval()
    ds = build_dataset(cfg, "val", build_transforms(cfg["augment"], train=False))
    metric = SegMetric(cfg["model"]["num_classes"])
    with torch.no_grad():
        for image, mask in DataLoader(ds, batch_size=4):
            out = flip_tta(model, image) if args.tta else model(image)
            metric.update(out, mask)
    res = metric.compute()
    print(f"mIoU {res['mIoU']:.4f}  pixAcc {res['pixel_acc']:.4f}")
    for i, v in enumerate(metric.iou().tolist()):
        print(f"  class {i}: {v:.4f}")


if __name__ == "__main__":
    main()
