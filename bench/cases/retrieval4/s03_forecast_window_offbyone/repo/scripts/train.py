import argparse
import os

import torch
from torch.utils.data import DataLoader

from common import load_series
from tsforecast.config import load_config
from tsforecast.data import SlidingWindowDataset, time_split
from tsforecast.engine import ForecastTrainer
from tsforecast.losses import build_loss
from tsforecast.models import build_model
from tsforecast.transforms import build_scaler
from tsforecast.utils import save_bundle


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    torch.manual_seed(cfg["seed"])
    d = cfg["data"]
    _, values, tidx = load_series(cfg)
    train_v, val_v = time_split(values, d["val_fraction"], d["input_len"])
    scaler = build_scaler(d.get("scaler", "standard")).fit(train_v)
    train_ds = SlidingWindowDataset(scaler.transform(train_v), tidx, d["input_len"], d["horizon"], d["stride"])
    val_ds = SlidingWindowDataset(scaler.transform(val_v), tidx, d["input_len"], d["horizon"], d["horizon"])
    bs = cfg["train"].get("batch_size", 64)
    model = build_model(cfg["model"], values.size(1), d["input_len"], d["horizon"])
    trainer = ForecastTrainer(model, build_loss(cfg.get("loss", {})), cfg)
    trainer.fit(DataLoader(train_ds, bs, shuffle=True), DataLoader(val_ds, bs), d["horizon"])
    out = os.path.join(cfg["train"]["out_dir"], "model.pt")
    save_bundle(out, model, scaler, cfg, {"target_idx": tidx, "n_features": values.size(1)})
    print(f"saved {out}")


if __name__ == "__main__":
    main()
