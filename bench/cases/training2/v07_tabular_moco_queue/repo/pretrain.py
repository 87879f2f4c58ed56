"""Self-supervised pretraining, then a linear probe on the segment labels.

    python pretrain.py                           # 100 epochs on 50k records
    python pretrain.py --epochs 10 --n 10000 --queue-size 2048
"""
import argparse
import time

import torch
from torch.utils.data import DataLoader, TensorDataset

from tabssl.augment import ScarfCorruption
from tabssl.data import N_FEATURES, N_SEGMENTS, make_records
from tabssl.moco import MoCo
from tabssl.probe import linear_probe


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=50000)
    ap.add_argument("--epochs", type=int, default=100)
    ap.add_argument("--batch-size", type=int, default=256)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--queue-size", type=int, default=4096)
    ap.add_argument("--corruption", type=float, default=0.4)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    x, y = make_records(args.n, seed=args.seed)
    loader = DataLoader(TensorDataset(x), batch_size=args.batch_size, shuffle=True,
                        drop_last=True)
    model = MoCo(N_FEATURES, K=args.queue_size)
    optimizer = torch.optim.Adam(model.encoder_q.parameters(), lr=args.lr)
    corrupt = ScarfCorruption(args.corruption)

    history = []
    for epoch in range(1, args.epochs + 1):
        model.train()
        t0, total, steps = time.time(), 0.0, 0
        for (xb,) in loader:
            loss = model(corrupt(xb), corrupt(xb))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item()
            steps += 1
        history.append({"epoch": epoch, "loss": total / steps, "seconds": time.time() - t0})
        print(f"epoch {epoch:3d} | loss {total / steps:.4f} | {time.time() - t0:.1f}s",
              flush=True)

    emb = model.embed(x)
    cut = int(0.8 * len(x))
    acc = linear_probe(emb[:cut], y[:cut], emb[cut:], y[cut:], N_SEGMENTS)
    print(f"linear probe accuracy {acc:.3f}")
    return model, history, acc


if __name__ == "__main__":
    main()
