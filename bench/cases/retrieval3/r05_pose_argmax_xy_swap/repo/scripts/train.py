import argparse

import torch
from torch.utils.data import DataLoader

from posekit.configs import load_config
from posekit.data import KeypointDataset
from posekit.engine import train
from posekit.losses import build_loss
from posekit.models import build_model
from posekit.transforms import build_transforms
from posekit.utils import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    mk = lambda ann, tr: KeypointDataset(d["root"], ann, d["num_joints"], d["input_size"], d["stride"], d["sigma"],
                                         build_transforms(d, tr))
    tl = DataLoader(mk(d["train_ann"], True), d["batch_size"], shuffle=True, num_workers=d["num_workers"], drop_last=True)
    vl = DataLoader(mk(d["val_ann"], False), d["batch_size"], num_workers=d["num_workers"])
    model = build_model(cfg["model"], d["num_joints"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    train(model, build_loss(cfg["loss"]), tl, vl, cfg, device)


if __name__ == "__main__":
    main()
