import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from imgcls.config import load_config  # noqa: E402
from imgcls.data import build_datasets  # noqa: E402
from imgcls.engine import Trainer  # noqa: E402
from imgcls.losses import build_loss  # noqa: E402
from imgcls.models import build_model  # noqa: E402
from imgcls.transforms import MixupCutmix, build_train_transform, build_val_transform  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    torch.manual_seed(cfg.get("seed", 0))
    train_ds, val_ds = build_datasets(cfg, build_train_transform(cfg), build_val_transform(cfg))
    tc = cfg["train"]
    train_loader = DataLoader(train_ds, tc["batch_size"], shuffle=True, num_workers=tc.get("workers", 4), drop_last=True)
    val_loader = DataLoader(val_ds, tc["batch_size"] * 2, num_workers=tc.get("workers", 4))
    model = build_model(cfg["model"])
    a = cfg["augment"]
    mixer = None
    if a.get("mixup", 0) > 0 or a.get("cutmix", 0) > 0:
        mixer = MixupCutmix(cfg["model"]["num_classes"], a.get("mixup", 0.2), a.get("cutmix", 0.0),
                            smoothing=cfg["loss"].get("label_smoothing", 0.0))
    criterion = build_loss(cfg["loss"], mixer is not None)
    opt = torch.optim.SGD(model.parameters(), lr=tc["lr"], momentum=0.9, weight_decay=tc["weight_decay"], nesterov=True)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=tc["epochs"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    Trainer(model, criterion, opt, sched, cfg, mixer, device).fit(train_loader, val_loader)


if __name__ == "__main__":
    main()
