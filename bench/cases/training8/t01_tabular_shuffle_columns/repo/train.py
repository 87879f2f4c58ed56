"""Train the loan-default MLP.

    python train.py --config configs/default.yaml train.epochs=30 data.source=csv data.csv_path=loans.csv
"""
import argparse
import json

from creditrisk.config import load_config
from creditrisk.pipeline import run


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/default.yaml")
    ap.add_argument("--history-json", default=None, help="write per-epoch metrics here")
    ap.add_argument("overrides", nargs="*", help="key.sub=value overrides")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    history = run(cfg)
    if args.history_json:
        with open(args.history_json, "w") as f:
            json.dump(history, f, indent=1)


if __name__ == "__main__":
    main()
