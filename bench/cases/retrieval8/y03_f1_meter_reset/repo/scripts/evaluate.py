"""Evaluate a saved checkpoint on the synthetic test split."""
import argparse

import torch

from bagtag import Evaluator, build_data, build_model, load_config


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/base.yaml")
    ap.add_argument("--ckpt", default="runs/base/model.pt")
    ap.add_argument("--split", choices=["val", "test"], default="test")
    ap.add_argument("overrides", nargs="*", help="key.sub=value")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    vocab, _, val_loader, test_loader = build_data(cfg)
    model = build_model(cfg, len(vocab))
    state = torch.load(args.ckpt, map_location="cpu")
    model.load_state_dict(state["model"])
    thresholds = state.get("thresholds", cfg["eval"]["threshold"])
    loader = test_loader if args.split == "test" else val_loader
    res = Evaluator(model, cfg["data"]["n_labels"]).evaluate(loader, thresholds)
    print(f"micro_f1 {res['micro_f1']:.4f}  macro_f1 {res['macro_f1']:.4f}")
    for i, f1 in enumerate(res["per_label_f1"]):
        print(f"  label {i:2d}  f1 {f1:.4f}")


if __name__ == "__main__":
    main()
