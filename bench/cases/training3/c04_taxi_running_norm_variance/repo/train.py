"""Trip-duration regression (log1p minutes) on synthetic NYC taxi trips."""
import argparse

import torch

from tripnet.features import make_trips
from tripnet.loop import fit
from tripnet.model import TripDurationNet

CONFIG = {
    "n_train": 120_000,
    "n_val": 10_000,
    "batch_size": 256,
    "lr": 1e-3,
    "lr_step": 10,
    "epochs": 40,
    "hidden": 128,
    "norm_momentum": 0.01,
    "seed": 0,
}


def main(argv=None):
    p = argparse.ArgumentParser()
    for k, v in CONFIG.items():
        p.add_argument("--" + k.replace("_", "-"), type=type(v), default=v)
    cfg = vars(p.parse_args(argv))
    torch.manual_seed(cfg["seed"])
    train = make_trips(cfg["n_train"], seed=cfg["seed"])
    val = make_trips(cfg["n_val"], seed=cfg["seed"] + 1000)
    model = TripDurationNet(hidden=cfg["hidden"], momentum=cfg["norm_momentum"])
    history = fit(model, train, val, cfg)
    torch.save(model.state_dict(), "trip_duration.pt")
    return model, history


if __name__ == "__main__":
    main()
