import argparse
import os
import sys

import torch
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader
from torch.utils.data.distributed import DistributedSampler

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from restorenet.config import load_config  # noqa: E402
from restorenet.data import build_dataset  # noqa: E402
from restorenet.engine import RestorationTrainer  # noqa: E402
from restorenet.losses import build_loss  # noqa: E402
from restorenet.models import build_model  # noqa: E402
from restorenet.transforms import Compose, RandomCrop, RandomFlipRot, build_degradation  # noqa: E402
from restorenet.utils import init_distributed  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--resume", default="")
    args = ap.parse_args()
    cfg = load_config(args.config)
    distributed, rank, world = init_distributed()
    torch.manual_seed(cfg["seed"] + rank)
    device = torch.device(f"cuda:{torch.cuda.current_device()}" if torch.cuda.is_available() else "cpu")
    degrade = build_degradation(cfg)
    train_ds = build_dataset(cfg, "train", degrade, Compose([RandomCrop(cfg["data"]["patch"]), RandomFlipRot()]))
    val_ds = build_dataset(cfg, "val", degrade)
    sampler = DistributedSampler(train_ds, shuffle=True) if distributed else None
    tc = cfg["train"]
    train_loader = DataLoader(train_ds, tc["batch_size"], shuffle=sampler is None, sampler=sampler,
                              num_workers=tc.get("workers", 4), drop_last=True)
    val_loader = DataLoader(val_ds, 1)
    bare = build_model(cfg["model"]).to(device)
    model = DDP(bare, device_ids=[device.index] if device.type == "cuda" else None) if distributed else bare
    opt = torch.optim.AdamW(model.parameters(), lr=tc["lr"], weight_decay=tc.get("weight_decay", 0.0))
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=tc["epochs"], eta_min=tc.get("min_lr", 1e-6))
    trainer = RestorationTrainer(model, build_loss(cfg["loss"]), opt, sched, cfg, device, sampler)
    if args.resume or cfg["resume"]:
        trainer.resume(args.resume or cfg["resume"], bare)
    trainer.fit(train_loader, val_loader, bare)


if __name__ == "__main__":
    main()
