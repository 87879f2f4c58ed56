import torch

from .engine import evaluate, train_epoch
from .models import build_model
from .scaler import StandardScaler
from .synthetic import make_series
from .utils import seed_everything
from .windows import make_loaders


def prepare(cfg, series=None):
    d = cfg["data"]
    if series is None:
        series = make_series(d["length"], d["n_channels"], d["outage_rate"], seed=cfg["seed"])
    n_train = int(len(series) * (1 - d["val_frac"]))
    scaler = StandardScaler().fit(series[:n_train])
    series = scaler.transform(series)
    train_loader, val_loader = make_loaders(series, d, cfg["train"]["batch_size"], cfg["seed"])
    return series, scaler, train_loader, val_loader


def fit(cfg, series=None, log=print):
    seed_everything(cfg["seed"])
    series, scaler, train_loader, val_loader = prepare(cfg, series)
    model = build_model(cfg, series.shape[1])
    opt = torch.optim.Adam(model.parameters(), lr=cfg["train"]["lr"])
    history, evals = [], []
    for epoch in range(1, cfg["train"]["epochs"] + 1):
        train_epoch(model, train_loader, opt, epoch, cfg["train"]["log_every"], log, history)
        ev = evaluate(model, val_loader)
        evals.append(ev)
        log(f"epoch {epoch} | val_mse {ev['val_mse']:.4f} | val_mae {ev['val_mae']:.4f}")
    return model, history, evals
