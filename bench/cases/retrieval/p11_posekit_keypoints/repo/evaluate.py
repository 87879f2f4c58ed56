"""python evaluate.py --ckpt runs/pose/best.pt [--flip-test] [--per-joint]"""
import argparse

import torch
from torch.utils.data import DataLoader

from posekit import KEYPOINTS
from posekit.data.dataset import build_datasets
from posekit.inference import predict
from posekit.metrics import mean_error, pck, per_joint_pck
from posekit.utils import load_checkpoint


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", required=True)
    p.add_argument("--flip-test", action="store_true")
    p.add_argument("--per-joint", action="store_true")
    args = p.parse_args(argv)
    model, ck = load_checkpoint(args.ckpt)
    cfg = ck["cfg"]
    _, val = build_datasets(cfg["data"])
    preds, gts, viss = [], [], []
    for b in DataLoader(val, batch_size=64):
        coords, _, _ = predict(model, b["image"], cfg["data"].get("heatmap_stride", 4), args.flip_test)
        preds.append(coords), gts.append(b["keypoints"]), viss.append(b["visible"])
    pr, gt, vi = torch.cat(preds), torch.cat(gts), torch.cat(viss)
    thr = cfg["eval"]["pck_threshold"]
    print(f"PCK@{thr} {pck(pr, gt, vi, thr):.3f} | mean err {mean_error(pr, gt, vi):.2f}px")
    if args.per_joint:
        for name, v in zip(KEYPOINTS, per_joint_pck(pr, gt, vi, thr)):
            print(f"  {name:8s} {v:.3f}")


if __name__ == "__main__":
    main()
