"""Protein family classifier.

    python train.py --epochs 5 --max-tokens 4096
"""
import argparse
import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from protfam.batching import TokenBudgetBatchSampler, collate
from protfam.data import ProteinDataset, make_family_motifs, make_sequences
from protfam.model import FamilyCNN


def build_loader(ds, max_tokens, shuffle, seed):
    sampler = TokenBudgetBatchSampler(ds.lengths, max_tokens=max_tokens, shuffle=shuffle, seed=seed)
    return DataLoader(ds, batch_sampler=sampler, collate_fn=collate)


def accuracy(model, loader):
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for tokens, labels in loader:
            correct += (model(tokens).argmax(1) == labels).sum().item()
            total += len(labels)
    return correct / total


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--families", type=int, default=8)
    ap.add_argument("--n-train", type=int, default=3000)
    ap.add_argument("--n-val", type=int, default=600)
    ap.add_argument("--max-len", type=int, default=2000, help="cap on generated sequence length")
    ap.add_argument("--max-tokens", type=int, default=4096, help="padded tokens per batch")
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    motifs = make_family_motifs(args.families, seed=args.seed)
    train_ds = ProteinDataset(*make_sequences(args.n_train, motifs, seed=args.seed + 1,
                                              max_len=args.max_len))
    val_ds = ProteinDataset(*make_sequences(args.n_val, motifs, seed=args.seed + 2,
                                            max_len=args.max_len))
    print(f"train: {len(train_ds)} sequences, longest {max(train_ds.lengths)}; "
          f"val: {len(val_ds)}, longest {max(val_ds.lengths)}")
    train_loader = build_loader(train_ds, args.max_tokens, shuffle=True, seed=args.seed)
    val_loader = build_loader(val_ds, args.max_tokens, shuffle=False, seed=args.seed)

    model = FamilyCNN(args.families)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        t0 = time.time()
        model.train()
        total, n_batches = 0.0, 0
        for tokens, labels in train_loader:
            loss = F.cross_entropy(model(tokens), labels)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
            n_batches += 1
        val_acc = accuracy(model, val_loader)
        history.append({"epoch": epoch, "loss": total / n_batches, "val_acc": val_acc})
        print(f"epoch {epoch} loss {total / n_batches:.4f} val_acc {val_acc:.3f} "
              f"({n_batches} batches, {time.time() - t0:.1f}s)")
    return model, history


if __name__ == "__main__":
    main()
