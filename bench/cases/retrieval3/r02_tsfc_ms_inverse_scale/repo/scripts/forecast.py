import argparse
import csv

from tsfc.configs import load_config
from tsfc.data import load_csv
from tsfc.engine import Forecaster


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--out", default="forecast.csv")
    ap.add_argument("--steps", type=int, default=None)
    args = ap.parse_args()
    cfg = load_config(args.config)
    values, _, dates = load_csv(cfg["data"]["path"], cfg["data"]["date_col"])
    fc = Forecaster.from_checkpoint(args.ckpt, cfg)
    if args.steps:
        start = len(values) - args.steps
        pred = fc.rolling(values, start, args.steps)
    else:
        pred = fc.predict(values)
    with open(args.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["step"] + fc.output_names)
        for i, row in enumerate(pred.tolist()):
            w.writerow([i + 1] + [f"{v:.4f}" for v in row])
    print(f"wrote {len(pred)} rows to {args.out}")


if __name__ == "__main__":
    main()
