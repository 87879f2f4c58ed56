import argparse
from functools import partial

import torch
from torch.utils.data import DataLoader

from segkit.configs import load_config
from segkit.data import SegFolderDataset, pad_collate
from segkit.engine import Trainer
from segkit.losses import build_loss
from segkit.models import build_model
from segkit.transforms import build_transforms
from segkit.utils import seed_everything, worker_init_fn


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    train_ds = SegFolderDataset(d["root"], d["train_split"], build_transforms(d, train=True))
    val_ds = SegFolderDataset(d["root"], d["val_split"], build_transforms(d, train=False))
    collate = partial(pad_collate, ignore_index=d["ignore_index"])
    train_loader = DataLoader(train_ds, d["batch_size"], shuffle=True, num_workers=d["num_workers"],
                              collate_fn=collate, drop_last=True, worker_init_fn=worker_init_fn)
    val_loader = DataLoader(val_ds, 1, shuffle=False, num_workers=d["num_workers"], collate_fn=collate)
    model = build_model(cfg["model"])
    loss_fn = build_loss(cfg["loss"], d["ignore_index"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    Trainer(model, loss_fn, train_loader, val_loader, cfg, device).fit()


if __name__ == "__main__":
    main()
