"""Evaluate a trained encoder on the held-out synthetic speakers."""
import argparse

from spkver import build_datasets, build_model, evaluate_verification, load_config
from spkver.utils.checkpoint import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/ecapa_small.yaml")
    ap.add_argument("--ckpt", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    _, test_set = build_datasets(cfg)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    res = evaluate_verification(model, test_set, cfg)
    for k, v in res.items():
        print(f"{k:>15s}: {v}")


if __name__ == "__main__":
    main()
