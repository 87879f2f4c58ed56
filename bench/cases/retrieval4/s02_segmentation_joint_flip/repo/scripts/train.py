import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from segkit.config import load_config  # noqa: E402
from segkit.data import build_dataset  # noqa: E402
from segkit.engine import SegTrainer  # noqa: E402
from segkit.losses import build_loss  # noqa: E402
from segkit.models import build_model  # noqa: E402
from segkit.transforms import build_transforms  # noqa: E402
from segkit.utils import seed_all  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    seed_all(cfg["seed"])
    train_ds = build_dataset(cfg, "train", build_transforms(cfg["augment"], train=True))
    val_ds = build_dataset(cfg, "val", build_transforms(cfg["augment"], train=False))
    tcfg = cfg["train"]
    train_loader = DataLoader(train_ds, batch_size=tcfg["batch_size"], shuffle=True,
                              num_workers=tcfg.get("workers", 0), drop_last=True)
    val_loader = DataLoader(val_ds, batch_size=tcfg.get("val_batch_size", 4), num_workers=tcfg.get("workers", 0))
    model = build_model(cfg["model"])
    opt = torch.optim.SGD(model.parameters(), lr=tcfg["lr"], momentum=0.9, weight_decay=tcfg.get("weight_decay", 1e-4))
    device = "cuda" if torch.cuda.is_available() else "cpu"
    SegTrainer(model, build_loss(cfg["loss"]), opt, cfg, device).fit(train_loader, val_loader)


if __name__ == "__main__":
    main()
