import argparse

import torch
from torch.utils.data import DataLoader

from vaegen.configs import load_config
from vaegen.data import IdxImageDataset
from vaegen.engine import Trainer
from vaegen.losses import ELBOLoss
from vaegen.models import build_model
from vaegen.transforms import build_transform
from vaegen.utils import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    train_ds = IdxImageDataset(d["root"], "train", build_transform(d, train=True))
    test_ds = IdxImageDataset(d["root"], "test", build_transform(d, train=False))
    tl = DataLoader(train_ds, d["batch_size"], shuffle=True, num_workers=d["num_workers"], drop_last=True)
    vl = DataLoader(test_ds, 500, num_workers=d["num_workers"])
    model = build_model(cfg["model"])
    loss_fn = ELBOLoss(cfg["model"]["likelihood"], cfg["kl"]["free_bits"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    Trainer(model, loss_fn, tl, vl, cfg, device).fit()


if __name__ == "__main__":
    main()
