import argparse

import torch
from torch.utils.data import DataLoader

from vidrec.configs import load_config
from vidrec.data import MultiViewVideoDataset
from vidrec.engine import MultiViewEvaluator
from vidrec.models import build_model
from vidrec.transforms import build_test_views
from vidrec.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    d, te = cfg["data"], cfg["test"]
    ds = MultiViewVideoDataset(d["root"], d["val_list"], d["num_frames"], d["sampling_rate"], te["num_clips"],
                               build_test_views(d["crop_size"], te["num_crops"]), 0)
    loader = DataLoader(ds, te["batch_size"], num_workers=d["num_workers"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = build_model(cfg["model"], d["num_classes"])
    load_checkpoint(args.ckpt, model)
    res = MultiViewEvaluator(model.to(device), d["num_classes"], device).run(loader, te["log_every"])
    print(f"top1 {res['top1']:.2f}  top5 {res['top5']:.2f}  mean class acc {res['mean_class_acc']:.2f}")


if __name__ == "__main__":
    main()
