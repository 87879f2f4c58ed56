"""python tools/evaluate.py --ckpt runs/segkit/best.pt [--max-images N] [--per-class]"""
import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from segkit.engine.builder import build_datasets  # noqa: E402
from segkit.engine.loops import evaluate  # noqa: E402
from segkit.models import build_model  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", required=True)
    p.add_argument("--max-images", type=int, default=None)
    p.add_argument("--batch-size", type=int, default=1)
    p.add_argument("--per-class", action="store_true")
    p.add_argument("--boundary", action="store_true")
    args = p.parse_args(argv)
    ckpt = torch.load(args.ckpt, map_location="cpu", weights_only=False)
    cfg = ckpt["cfg"]
    nc = cfg["data"]["num_classes"]
    model = build_model(cfg["model"], nc)
    model.load_state_dict(ckpt["model"])
    _, val_ds = build_datasets(cfg)
    loader = DataLoader(val_ds, batch_size=args.batch_size)
    stats, metrics = evaluate(model, loader, nc, cfg["data"].get("ignore_index", 255),
                              max_images=args.max_images, with_boundary=args.boundary)
    print(f"[eval] {stats['images']} images | pixAcc {100 * stats['pixel_acc']:.2f} "
          f"| mIoU {100 * stats['mean_iou']:.2f} | fwIoU {100 * stats['fw_iou']:.2f}")
    if args.per_class:
        print(metrics.table())
    return stats


if __name__ == "__main__":
    main()
