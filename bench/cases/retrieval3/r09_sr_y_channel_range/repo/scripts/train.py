import argparse

import torch
from torch.utils.data import DataLoader

from srkit.configs import load_config
from srkit.data import PairedImageDataset
from srkit.engine import train
from srkit.losses import build_loss
from srkit.models import build_model
from srkit.transforms import build_paired_transform
from srkit.utils import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d, s = cfg["data"], cfg["model"]["scale"]
    tr = PairedImageDataset(d["train_dir"], s, build_paired_transform(d["patch_size"], s, True), d["repeat"])
    va = PairedImageDataset(d["val_dir"], s)
    tl = DataLoader(tr, d["batch_size"], shuffle=True, num_workers=d["num_workers"], drop_last=True)
    vl = DataLoader(va, 1)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    train(build_model(cfg["model"]), build_loss(cfg["loss"]), tl, vl, cfg, device)


if __name__ == "__main__":
    main()
