"""python tools/train.py --config configs/unet_scenes.yaml [--epochs N] [--out runs/x]"""
import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from segkit.engine.builder import build_everything, load_config  # noqa: E402
from segkit.engine.loops import evaluate, poly_lr, train_one_epoch  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", required=True)
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--out", default="runs/segkit")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    torch.manual_seed(args.seed)
    cfg = load_config(args.config)
    epochs = args.epochs or cfg["train"]["epochs"]
    model, criterion, optimizer, train_loader, val_loader = build_everything(cfg)
    sched = poly_lr(optimizer, epochs * len(train_loader))
    nc = cfg["data"]["num_classes"]
    best = -1.0
    os.makedirs(args.out, exist_ok=True)
    for epoch in range(epochs):
        loss = train_one_epoch(model, train_loader, criterion, optimizer, sched)
        stats, _ = evaluate(model, val_loader, nc, cfg["data"].get("ignore_index", 255))
        print(f"[epoch {epoch:3d}] loss {loss:.4f} | pixAcc {100 * stats['pixel_acc']:.2f} "
              f"| mIoU {100 * stats['mean_iou']:.2f} | fwIoU {100 * stats['fw_iou']:.2f}")
        if stats["mean_iou"] > best:
            best = stats["mean_iou"]
            torch.save({"model": model.state_dict(), "cfg": cfg, "epoch": epoch},
                       os.path.join(args.out, "best.pt"))
    return best


if __name__ == "__main__":
    main()
