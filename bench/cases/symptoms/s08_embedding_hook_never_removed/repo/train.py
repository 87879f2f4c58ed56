"""Train the product embedding model and track retrieval recall every epoch.

    python train.py --epochs 100 --emb-dim 128
"""
import argparse
import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from retrieval.data import make_products, split_by_views
from retrieval.evaluate import extract_embeddings, recall_at_k
from retrieval.model import EmbeddingNet


def evaluate_retrieval(model, loader):
    emb, labels = extract_embeddings(model, loader)
    return recall_at_k(emb, labels)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=100)
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--emb-dim", type=int, default=128)
    ap.add_argument("--num-ids", type=int, default=40)
    ap.add_argument("--per-id", type=int, default=150)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="")
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    x, labels = make_products(args.num_ids, args.per_id, seed=args.seed)
    train_ds, val_ds = split_by_views(x, labels, seed=args.seed)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True, drop_last=True)
    val_loader = DataLoader(val_ds, batch_size=256)

    model = EmbeddingNet(x.shape[1], args.emb_dim, args.num_ids)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.epochs)

    history, best = [], 0.0
    for epoch in range(1, args.epochs + 1):
        t0 = time.time()
        model.train()
        total = 0.0
        for xb, yb in train_loader:
            loss = F.cross_entropy(model(xb), yb, label_smoothing=0.1)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
        sched.step()
        rec = evaluate_retrieval(model, val_loader)
        history.append({"epoch": epoch, "loss": total / len(train_loader), **rec})
        print(f"epoch {epoch:3d} loss {total / len(train_loader):.4f} "
              f"R@1 {rec['R@1']:.3f} R@5 {rec['R@5']:.3f} ({time.time() - t0:.1f}s)")
        if args.out and rec["R@1"] > best:
            best = rec["R@1"]
            torch.save(model.state_dict(), args.out)
    return model, history


if __name__ == "__main__":
    main()
