import argparse

import torch
from torch.utils.data import DataLoader

from detkit.configs import load_config
from detkit.data import JsonDetectionDataset, detection_collate
from detkit.engine import train
from detkit.losses import DetectionLoss
from detkit.models import build_detector
from detkit.transforms import build_transforms
from detkit.utils import seed_everything, worker_init_fn


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    tr = JsonDetectionDataset(d["root"], d["train_ann"], build_transforms(d["augment"], d["img_size"], True))
    va = JsonDetectionDataset(d["root"], d["val_ann"], build_transforms(d["augment"], d["img_size"], False))
    tl = DataLoader(tr, d["batch_size"], shuffle=True, num_workers=d["num_workers"], collate_fn=detection_collate,
                    worker_init_fn=worker_init_fn, drop_last=True)
    vl = DataLoader(va, 8, num_workers=d["num_workers"], collate_fn=detection_collate)
    model = build_detector(cfg["model"], d["num_classes"])
    l = cfg["loss"]
    loss_fn = DetectionLoss(d["num_classes"], l["alpha"], l["gamma"], l["box"], l["beta"], l["box_weight"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    train(model, loss_fn, tl, vl, cfg, device)


if __name__ == "__main__":
    main()
