import argparse
import json

from gnn.trainer import run
from gnn.utils import load_config


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/gcn.yaml")
    ap.add_argument("--seed", type=int)
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--model")
    ap.add_argument("--json", action="store_true", help="print the result as one JSON line at the end")
    args = ap.parse_args()
    cfg = load_config(args.config)
    if args.seed is not None:
        cfg["seed"] = args.seed
    if args.epochs:
        cfg["train"]["epochs"] = args.epochs
    if args.model:
        cfg["model"]["name"] = args.model
    result = run(cfg)
    if args.json:
        print(json.dumps(result))


if __name__ == "__main__":
    main()
