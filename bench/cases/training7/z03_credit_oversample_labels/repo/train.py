import argparse

import torch
import yaml

from credit import Scorecard, Standardizer, build_features, fit, oversample, simulate_portfolio
from credit.sampling import class_balance


def load_config(path):
    with open(path) as f:
        return yaml.safe_load(f)


def run(cfg):
    d, s, m, t = cfg["data"], cfg["sampling"], cfg["model"], cfg["train"]
    torch.manual_seed(t["seed"])
    cols, emp, y = simulate_portfolio(d["n_loans"], d["default_rate"], seed=t["seed"])
    numeric, onehot = build_features(cols, emp)
    n_val = int(len(y) * d["val_fraction"])
    perm = torch.randperm(len(y))
    va, tr = perm[:n_val], perm[n_val:]
    scaler = Standardizer().fit(numeric[tr])
    X = torch.cat([scaler.transform(numeric), onehot], dim=1)
    X_tr, y_tr, X_va, y_va = X[tr], y[tr], X[va], y[va]
    if s["method"] == "oversample":
        X_tr, y_tr = oversample(X_tr, y_tr, s["target_ratio"], seed=t["seed"])
    print(f"train {len(y_tr)} rows (default share {class_balance(y_tr):.3f}), val {len(y_va)} rows")
    model = Scorecard(X.shape[1], m["hidden"], m["dropout"])
    history = fit(model, X_tr, y_tr, X_va, y_va, t["epochs"], t["batch_size"], t["lr"], t["pos_weight"])
    return model, history


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/credit.yaml")
    run(load_config(ap.parse_args().config))
