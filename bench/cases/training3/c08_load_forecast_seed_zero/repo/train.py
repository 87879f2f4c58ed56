"""Day-ahead load forecasting with a dilated TCN.

    python train.py --epochs 30
"""
import argparse

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from forecast.data import Windows, make_series
from forecast.model import TCNForecaster
from forecast.utils import RunLogger, seed_everything

DEFAULTS = {"stations": 200, "days": 365, "val_days": 60, "epochs": 30, "batch_size": 256, "lr": 2e-3,
            "channels": 32, "seed": 0, "log": "run.json"}


def main(argv=None):
    p = argparse.ArgumentParser()
    for k, v in DEFAULTS.items():
        p.add_argument("--" + k.replace("_", "-"), type=type(v), default=v)
    cfg = vars(p.parse_args(argv))
    seed_everything(cfg["seed"])
    load, temp = make_series(cfg["stations"], cfg["days"])
    split = cfg["days"] - cfg["val_days"]
    train_set = Windows(load, temp, end_day=split)
    val_set = Windows(load, temp, start_day=split, stride=24)
    train_loader = DataLoader(train_set, batch_size=cfg["batch_size"], shuffle=True)
    val_loader = DataLoader(val_set, batch_size=1024)
    model = TCNForecaster(cfg["channels"])
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    logger = RunLogger(cfg["log"])
    for epoch in range(1, cfg["epochs"] + 1):
        model.train()
        tot, n = 0.0, 0
        for past, ftemp, target in train_loader:
            loss = F.l1_loss(model(past, ftemp), target)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item() * len(target)
            n += len(target)
        model.eval()
        with torch.no_grad():
            mae = sum(F.l1_loss(model(p_, f_), t_, reduction="sum").item() for p_, f_, t_ in val_loader)
            mae /= len(val_set) * 24
        logger.log(epoch=epoch, train_mae=tot / n, val_mae=mae)
    logger.dump(cfg)
    return model, logger.records


if __name__ == "__main__":
    main()
