"""Train an ECAPA-lite encoder on the synthetic corpus."""
import argparse
import os

from spkver import build_datasets, build_model, fit, load_config
from spkver.utils.checkpoint import save_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/ecapa_small.yaml")
    ap.add_argument("--epochs", type=int, default=None)
    args = ap.parse_args()
    overrides = {"train": {"epochs": args.epochs}} if args.epochs else None
    cfg = load_config(args.config, overrides)
    train_set, test_set = build_datasets(cfg)
    model = build_model(cfg)
    head = fit(model, train_set, cfg, test_set=test_set)
    save_checkpoint(os.path.join(cfg.output_dir, "model.pt"), model, head, cfg)


if __name__ == "__main__":
    main()
