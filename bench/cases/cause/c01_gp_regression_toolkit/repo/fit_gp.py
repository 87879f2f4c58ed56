"""Fit an exact GP to a synthetic function or a CSV file and report test metrics."""
import argparse
import json

import torch

from gpkit.data import Normalizer, load_csv, make_synthetic, train_test_split
from gpkit.kernels import build_kernel
from gpkit.metrics import coverage, mean_nlpd, rmse
from gpkit.model import ExactGP


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default="configs/default.json")
    p.add_argument("--csv", default=None, help="CSV with feature columns and a 'y' column")
    p.add_argument("--kernel", default=None, choices=["rbf", "matern52"])
    p.add_argument("--iters", type=int, default=None)
    p.add_argument("--lr", type=float, default=None)
    p.add_argument("--n", type=int, default=None)
    p.add_argument("--function", default=None)
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--log-every", type=int, default=25)
    return p.parse_args(argv)


def load_config(args):
    with open(args.config) as fh:
        cfg = json.load(fh)
    for key in ("kernel", "iters", "lr", "n", "function", "seed"):
        val = getattr(args, key)
        if val is not None:
            cfg[key] = val
    return cfg


def main(argv=None):
    args = parse_args(argv)
    cfg = load_config(args)
    torch.manual_seed(cfg["seed"])
    if args.csv:
        x, y = load_csv(args.csv)
    else:
        x, y = make_synthetic(cfg["n"], cfg["noise_std"], cfg["seed"], cfg["function"])
    (xtr, ytr), (xte, yte) = train_test_split(x, y, cfg["test_frac"], cfg["seed"])
    norm = Normalizer().fit(ytr)

    kernel = build_kernel(cfg["kernel"], cfg["lengthscale"], cfg["outputscale"])
    gp = ExactGP(kernel, noise=cfg["noise"])
    history = gp.fit(xtr, norm.transform(ytr), iters=cfg["iters"], lr=cfg["lr"],
                     log_every=args.log_every)

    mean, var = gp.predictive(xte)
    mean, var = norm.inverse_mean(mean), norm.inverse_var(var)
    result = {
        "final_nmll": history[-1],
        "rmse": rmse(mean, yte),
        "nlpd": mean_nlpd(mean, var, yte),
        "coverage95": coverage(mean, var, yte),
        "lengthscale": gp.kernel.base.lengthscale.item(),
        "noise": gp.noise.item(),
    }
    print(json.dumps(result, indent=2))
    return result


if __name__ == "__main__":
    main()
