"""Train a bag-of-embeddings tagger on the synthetic corpus."""
import argparse
import json
import os

import torch

from bagtag import build_data, build_model, load_config, train


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/base.yaml")
    ap.add_argument("--out", default="runs/base")
    ap.add_argument("overrides", nargs="*", help="key.sub=value")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    torch.manual_seed(cfg["seed"])
    vocab, train_loader, val_loader, test_loader = build_data(cfg)
    model = build_model(cfg, len(vocab))
    thresholds, final = train(model, train_loader, val_loader, cfg, test_loader)
    os.makedirs(args.out, exist_ok=True)
    torch.save({"model": model.state_dict(), "thresholds": torch.as_tensor(thresholds)},
               os.path.join(args.out, "model.pt"))
    with open(os.path.join(args.out, "metrics.json"), "w") as fh:
        json.dump({k: v for k, v in final.items() if k != "per_label_f1"}, fh, indent=2)


if __name__ == "__main__":
    main()
