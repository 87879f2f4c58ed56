"""python -m tsforecast.cli --series ar --model lstm --input-len 48 --horizon 1"""
import argparse

import torch

from .data import StandardScaler, WindowDataset, make_series, train_val_test_split
from .models import BASELINES, build_model
from .training.trainer import evaluate, fit


def parse(argv=None):
    p = argparse.ArgumentParser(prog="tsforecast")
    p.add_argument("--series", default="seasonal", choices=["seasonal", "ar", "random_walk"])
    p.add_argument("--length", type=int, default=3000)
    p.add_argument("--model", default="mlp")
    p.add_argument("--input-len", type=int, default=48)
    p.add_argument("--horizon", type=int, default=1)
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--loss", default="mse")
    p.add_argument("--baselines", action="store_true", help="also report the baselines")
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


def run(args, log=print):
    series = make_series(args.series, args.length, seed=args.seed)
    train, val, test = train_val_test_split(series)
    scaler = StandardScaler().fit(train)
    train, val, test = (scaler.transform(s) for s in (train, val, test))
    ds = {name: WindowDataset(s, args.input_len, args.horizon)
          for name, s in (("train", train), ("val", val), ("test", test))}
    results = {}
    if args.baselines:
        for name in BASELINES:
            if name == "seasonal_naive" and args.input_len < 24:
                continue
            m = build_model(name, args.input_len, args.horizon)
            results[name] = evaluate(m, ds["test"])
            log(f"[baseline] {name:15s} test mae {results[name]['mae']:.4f}  rmse {results[name]['rmse']:.4f}")
    if args.model not in BASELINES:
        model = build_model(args.model, args.input_len, args.horizon)
        fit(model, ds["train"], ds["val"], args.epochs, args.lr, args.batch_size, args.loss,
            log=log, seed=args.seed)
        results[args.model] = evaluate(model, ds["test"])
        log(f"[model]    {args.model:15s} test mae {results[args.model]['mae']:.4f}  "
            f"rmse {results[args.model]['rmse']:.4f}")
    return results


def main(argv=None):
    torch.set_num_threads(min(4, torch.get_num_threads()))
    return run(parse(argv))


if __name__ == "__main__":
    main()
