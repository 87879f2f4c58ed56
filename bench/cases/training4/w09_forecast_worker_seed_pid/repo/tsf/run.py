import dataclasses
import random

import numpy as np
import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .config import ForecastConfig
from .data import WindowSampler, make_series, worker_init_fn
from .metrics import mape, smape
from .model import GRUForecaster


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def run(cfg: ForecastConfig, verbose=True):
    seed_everything(cfg.seed)
    series = make_series(cfg.n_series, cfg.length, seed=cfg.seed)
    split = int(cfg.length * 0.85)
    train_ds = WindowSampler(series, cfg.context, cfg.horizon, cfg.windows_per_epoch, 0, split,
                             cfg.jitter, cfg.scale_aug, seed=cfg.seed)
    val_ds = WindowSampler(series, cfg.context, cfg.horizon, cfg.val_windows, split - cfg.context, cfg.length,
                           seed=cfg.seed + 1)
    train_dl = DataLoader(train_ds, batch_size=cfg.batch_size, shuffle=True, num_workers=cfg.num_workers,
                          worker_init_fn=worker_init_fn if cfg.num_workers else None)
    val_dl = DataLoader(val_ds, batch_size=1024)
    model = GRUForecaster(cfg.horizon, cfg.hidden, cfg.layers, cfg.dropout)
    opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    history = []
    for epoch in range(cfg.epochs):
        model.train()
        tot, n = 0.0, 0
        for x, y, _ in train_dl:
            loss = F.l1_loss(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item() * len(y)
            n += len(y)
        model.eval()
        preds, ys = [], []
        with torch.no_grad():
            for x, y, mu in val_dl:
                preds.append(model(x) * mu[:, None])
                ys.append(y * mu[:, None])
        p, t = torch.cat(preds), torch.cat(ys)
        rec = {"epoch": epoch, "train_l1": tot / n, "val_mape": mape(p, t), "val_smape": smape(p, t)}
        history.append(rec)
        if verbose:
            print(f"epoch {epoch:2d}  train_l1 {rec['train_l1']:.5f}  val_MAPE {rec['val_mape']:.3f}%  "
                  f"val_sMAPE {rec['val_smape']:.3f}%", flush=True)
    return model, history


def config_from_args(pairs):
    cfg = ForecastConfig()
    fields = {f.name: f.type for f in dataclasses.fields(cfg)}
    for pair in pairs:
        k, v = pair.split("=", 1)
        setattr(cfg, k, type(getattr(cfg, k))(v))
    return cfg
