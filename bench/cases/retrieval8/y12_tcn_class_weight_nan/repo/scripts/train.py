#!/usr/bin/env python
"""python scripts/train.py --config configs/default.yaml"""

import argparse

import numpy as np
from torch.utils.data import DataLoader

from tcnweather import CLASS_NAMES, load_config
from tcnweather.data import build_datasets
from tcnweather.engine import fit
from tcnweather.losses import build_criterion
from tcnweather.models import build_model, receptive_field
from tcnweather.utils import get_logger, seed_everything


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="configs/default.yaml")
    args = parser.parse_args()
    cfg = load_config(args.config)
    seed_everything(cfg["seed"])
    log = get_logger()

    train_ds, val_ds, _ = build_datasets(cfg["data"], seed=cfg["seed"])
    num_classes = len(CLASS_NAMES)
    train_targets = train_ds.targets()
    dist = np.bincount(train_targets, minlength=num_classes) / len(train_targets)
    log.info(f"train windows {len(train_ds)} | val windows {len(val_ds)} | "
             f"receptive field {receptive_field(cfg['model']['kernel_size'], len(cfg['model']['channels']))} | "
             "class dist " + " ".join(f"{c}={p:.3f}" for c, p in zip(CLASS_NAMES, dist)))

    criterion = build_criterion(cfg["loss"], train_targets, num_classes)
    model = build_model(cfg, in_channels=train_ds.features.shape[1], num_classes=num_classes)
    bs = cfg["data"]["batch_size"]
    fit(model, DataLoader(train_ds, batch_size=bs, shuffle=True),
        DataLoader(val_ds, batch_size=bs * 4), criterion, cfg["train"], num_classes)


if __name__ == "__main__":
    main()
