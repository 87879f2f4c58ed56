"""DeepFM click-through-rate model on hashed categorical features.

    python train.py --rows 500000 --epochs 10 --seed 2024
"""
import argparse
import json

import numpy as np
import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from ctr.data import FIELDS, make_logs
from ctr.hashing import FeatureHasher
from ctr.metrics import auc, logloss
from ctr.model import DeepFM


def parse(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--rows", type=int, default=500000)
    p.add_argument("--buckets", type=int, default=2 ** 18)
    p.add_argument("--dim", type=int, default=16)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch-size", type=int, default=1024)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--json", action="store_true", help="print the final metrics as one JSON line")
    return p.parse_args(argv)


def main(argv=None):
    args = parse(argv)
    torch.manual_seed(args.seed)
    np.random.seed(args.seed)
    rows, counters, clicks = make_logs(args.rows, seed=args.seed)
    idx = torch.from_numpy(FeatureHasher(FIELDS, args.buckets).transform(rows))
    dense = torch.from_numpy(np.log1p(counters))
    y = torch.from_numpy(clicks)
    n_val = len(y) // 10
    tr = TensorDataset(idx[n_val:], dense[n_val:], y[n_val:])
    g = torch.Generator().manual_seed(args.seed)
    loader = DataLoader(tr, batch_size=args.batch_size, shuffle=True, generator=g)
    model = DeepFM(args.buckets, len(FIELDS), dense.shape[1], args.dim)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    for epoch in range(args.epochs):
        model.train()
        for bi, bd, by in loader:
            loss = F.binary_cross_entropy_with_logits(model(bi, bd), by)
            opt.zero_grad()
            loss.backward()
            opt.step()
        model.eval()
        with torch.no_grad():
            p = torch.sigmoid(model(idx[:n_val], dense[:n_val]))
        res = {"epoch": epoch, "val_logloss": logloss(p, y[:n_val]), "val_auc": auc(p, y[:n_val])}
        if not args.json:
            print(f"epoch {epoch}  val_logloss {res['val_logloss']:.6f}  val_auc {res['val_auc']:.6f}", flush=True)
    if args.json:
        print(json.dumps(res))
    return res


if __name__ == "__main__":
    main()
