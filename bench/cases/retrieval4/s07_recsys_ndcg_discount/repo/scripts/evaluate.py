import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tworec.config import load_config  # noqa: E402
from tworec.data import leave_last_out, load_interactions, synthetic_interactions  # noqa: E402
from tworec.engine import build_evaluator  # noqa: E402
from tworec.models import build_model  # noqa: E402
from tworec.utils import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--protocol", choices=["full", "loo"], default=None)
    args = ap.parse_args()
    cfg = load_config(args.config)
    if args.protocol:
        cfg["eval"]["protocol"] = args.protocol
    st = load_checkpoint(args.ckpt)
    d = cfg["data"]
    inter = load_interactions(d["csv"]) if d.get("csv") else synthetic_interactions(seed=cfg["seed"])
    train_pos, test_pos = leave_last_out(inter, d.get("n_test", 1))
    model = build_model(cfg["model"], st["n_users"], st["n_items"])
    model.load_state_dict(st["model"])
    for k, v in build_evaluator(cfg, train_pos, test_pos, st["n_items"]).evaluate(model).items():
        print(f"{k:>10s} {v:.4f}")


if __name__ == "__main__":
    main()
