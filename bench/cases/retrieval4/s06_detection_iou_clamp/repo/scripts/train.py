import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from detkit.config import load_config  # noqa: E402
from detkit.data import JsonlDetectionDataset, SyntheticBoxes, detection_collate  # noqa: E402
from detkit.engine import DetTrainer  # noqa: E402
from detkit.losses import RetinaLoss  # noqa: E402
from detkit.models import build_model  # noqa: E402
from detkit.transforms import build_transforms  # noqa: E402


def build_ds(cfg, split, train):
    tf = build_transforms(cfg, train)
    d = cfg["data"]
    if d.get(f"{split}_ann"):
        return JsonlDetectionDataset(d[f"{split}_ann"], d["image_root"], tf)
    return SyntheticBoxes(d.get(f"synthetic_{split}", 200), cfg["model"]["num_classes"], seed=int(not train), transform=tf)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    torch.manual_seed(cfg["seed"])
    tc = cfg["train"]
    train_loader = DataLoader(build_ds(cfg, "train", True), tc["batch_size"], shuffle=True, collate_fn=detection_collate)
    val_loader = DataLoader(build_ds(cfg, "val", False), tc["batch_size"], collate_fn=detection_collate)
    model = build_model(cfg)
    opt = torch.optim.SGD(model.parameters(), lr=tc["lr"], momentum=0.9, weight_decay=1e-4)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    DetTrainer(model, RetinaLoss(cfg["model"]["num_classes"]), opt, cfg, device).fit(train_loader, val_loader)


if __name__ == "__main__":
    main()
