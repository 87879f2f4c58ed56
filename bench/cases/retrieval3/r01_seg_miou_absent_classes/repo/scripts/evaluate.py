import argparse
from functools import partial

import torch
from torch.utils.data import DataLoader

from segkit.configs import load_config
from segkit.data import SegFolderDataset, pad_collate
from segkit.engine import evaluate
from segkit.models import build_model
from segkit.transforms import build_transforms
from segkit.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--split", default=None)
    ap.add_argument("--flip", action="store_true")
    args = ap.parse_args()
    cfg = load_config(args.config)
    d = cfg["data"]
    ds = SegFolderDataset(d["root"], args.split or d["val_split"], build_transforms(d, train=False))
    loader = DataLoader(ds, 1, collate_fn=partial(pad_collate, ignore_index=d["ignore_index"]))
    model = build_model(cfg["model"])
    load_checkpoint(args.ckpt, model)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    res = evaluate(model.to(device), loader, cfg["model"]["num_classes"], d["ignore_index"], device, args.flip)
    print(f"mIoU {res['mIoU']:.4f}  pixAcc {res['pixel_acc']:.4f}  mAcc {res['mean_acc']:.4f}")


if __name__ == "__main__":
    main()
