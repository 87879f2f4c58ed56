"""python -m tabkit.cli --config configs/housing_mlp.yaml"""
import argparse

import torch
import yaml

from .data.preprocessing import TabularPreprocessor
from .data.splits import train_val_test
from .data.synthetic import make_housing
from .metrics import regression_report
from .models import build_model
from .training.loop import fit, predict


def prepare(cfg):
    d = cfg["data"]
    X, cats, y = make_housing(d["n_samples"], d.get("noise", 0.3), seed=d.get("seed", 0))
    tr, va, te = train_val_test(len(X), d["val_frac"], d["test_frac"], d.get("seed", 0))
    pre = TabularPreprocessor(d.get("numeric", "standard")).fit(X[tr], cats[tr], y[tr])
    return pre, [pre.transform(X[i], cats[i], y[i]) for i in (tr, va, te)]


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/housing_mlp.yaml")
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--no-save", action="store_true")
    args = p.parse_args(argv)
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    if args.epochs:
        cfg["train"]["epochs"] = args.epochs
    if args.no_save and "checkpoint" in cfg.get("callbacks", {}):
        cfg["callbacks"]["checkpoint"]["dir"] = None
    torch.set_num_threads(min(4, torch.get_num_threads()))
    pre, (train, val, test) = prepare(cfg)
    model = build_model(cfg["model"], train[0].shape[1])
    history = fit(model, train, val, cfg)
    rep = regression_report(pre.inverse_target(predict(model, test[0])), pre.inverse_target(test[1]))
    print(f"test rmse {rep['rmse']:.4f} | mae {rep['mae']:.4f} | r2 {rep['r2']:.4f} "
          f"({len(history)} epochs)")
    return history, rep


if __name__ == "__main__":
    main()
