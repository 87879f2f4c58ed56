import argparse

import torch
from torch.utils.data import DataLoader

from depthkit.configs import load_config
from depthkit.data import RGBDDataset
from depthkit.engine import train
from depthkit.losses import build_loss
from depthkit.models import build_model
from depthkit.transforms import build_transforms
from depthkit.utils import seed_everything, worker_init_fn


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    tl = DataLoader(RGBDDataset(d["root"], d["train_list"], build_transforms(d, True)), d["batch_size"], shuffle=True,
                    num_workers=d["num_workers"], drop_last=True, worker_init_fn=worker_init_fn)
    vl = DataLoader(RGBDDataset(d["root"], d["val_list"], build_transforms(d, False)), 1, num_workers=d["num_workers"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    train(build_model(cfg["model"], d["min_depth"], d["max_depth"]), build_loss(cfg["loss"]), tl, vl, cfg, device)


if __name__ == "__main__":
    main()
