import argparse
import json
import os

import torch

from . import config as config_mod
from .model import ConvAutoencoder
from .scoring import precision_recall_at, window_scores
from .simulate import simulate_plant
from .trainer import fit
from .windows import SlidingWindows


def _build(cfg):
    sim = cfg["simulation"]
    series, labels = simulate_plant(sim["n_samples"], sim["channels"], sim["anomaly_rate"], sim["seed"])
    ds = SlidingWindows(series, cfg["windows"]["length"], cfg["windows"]["stride"], labels)
    return series, ds


def train(cfg):
    torch.manual_seed(cfg["simulation"]["seed"])
    series, ds = _build(cfg)
    model = ConvAutoencoder(series.shape[0], cfg["model"]["hidden"], cfg["model"]["latent"])
    tr = cfg["training"]
    print(f"{cfg.get('name', 'run')}: {series.shape[0]} channels x {series.shape[1]} samples, "
          f"{len(ds)} windows")
    history = fit(model, ds, tr["epochs"], tr["batch_size"], tr["lr"], tr["log_every"],
                  cfg.get("output_dir"))
    return model, history


def main(argv=None):
    ap = argparse.ArgumentParser(prog="sensorad-train")
    ap.add_argument("--config", required=True)
    ap.add_argument("--override", default=None, help="JSON string merged into the config")
    args = ap.parse_args(argv)
    cfg = config_mod.load(args.config, json.loads(args.override) if args.override else None)
    train(cfg)


def score_main(argv=None):
    ap = argparse.ArgumentParser(prog="sensorad-score")
    ap.add_argument("--config", required=True)
    ap.add_argument("--checkpoint", required=True)
    args = ap.parse_args(argv)
    cfg = config_mod.load(args.config)
    series, ds = _build(cfg)
    model = ConvAutoencoder(series.shape[0], cfg["model"]["hidden"], cfg["model"]["latent"])
    model.load_state_dict(torch.load(args.checkpoint))
    scores, labels = window_scores(model, ds)
    res = precision_recall_at(scores, labels)
    print(json.dumps(res, indent=2))
    with open(os.path.join(os.path.dirname(args.checkpoint), "scores.json"), "w") as f:
        json.dump(res, f)
