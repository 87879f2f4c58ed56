import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from pointcls.config import load_config  # noqa: E402
from pointcls.data import build_dataset  # noqa: E402
from pointcls.engine import Trainer  # noqa: E402
from pointcls.losses import PointCloudLoss  # noqa: E402
from pointcls.models import build_model  # noqa: E402
from pointcls.transforms import build_transforms  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    torch.manual_seed(cfg.get("seed", 0))
    train_ds = build_dataset(cfg, "train", build_transforms(cfg, True))
    test_ds = build_dataset(cfg, "test", build_transforms(cfg, False))
    tc = cfg["train"]
    train_loader = DataLoader(train_ds, tc["batch_size"], shuffle=True, num_workers=tc["workers"], drop_last=True)
    test_loader = DataLoader(test_ds, tc["batch_size"], num_workers=tc["workers"])
    nc = cfg["data"]["num_classes"]
    model = build_model(cfg["model"], nc)
    if tc.get("optimizer", "adam") == "sgd":
        opt = torch.optim.SGD(model.parameters(), lr=tc["lr"], momentum=0.9, weight_decay=tc.get("weight_decay", 1e-4))
    else:
        opt = torch.optim.Adam(model.parameters(), lr=tc["lr"], weight_decay=tc.get("weight_decay", 1e-4))
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=tc.get("lr_step", 20), gamma=tc.get("lr_gamma", 0.7))
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    loss_fn = PointCloudLoss(tc["label_smoothing"], cfg["model"].get("ft_weight", 0.001))
    Trainer(model, loss_fn, opt, sched, cfg, nc, device).fit(train_loader, test_loader)


if __name__ == "__main__":
    main()
