import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402
from torch.utils.data import DataLoader  # noqa: E402

from molprop.data import build_datasets, collate_molecules  # noqa: E402
from molprop.engine import Predictor  # noqa: E402
from molprop.metrics import mae, r2_score, rmse  # noqa: E402
from molprop.utils import load_config  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="metrics on the held-out test split")
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    _, _, test_set = build_datasets(cfg)
    pred = Predictor.from_checkpoint(cfg, args.ckpt)
    preds, ys = [], []
    with torch.no_grad():
        for batch in DataLoader(test_set, batch_size=args.batch_size, collate_fn=collate_molecules):
            preds.append(pred.normalizer.inverse(pred.model(batch)))
            ys.append(batch.y)
    p, y = torch.cat(preds), torch.cat(ys)
    print(f"test rmse {rmse(p, y):.4f} mae {mae(p, y):.4f} r2 {r2_score(p, y):.3f} n={len(test_set)}")


if __name__ == "__main__":
    main()
