"""Train the GRU sentiment classifier with attention pooling.

    python train.py --epochs 5
"""
import argparse

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from seqcls.data import WORDS, collate, make_corpus
from seqcls.model import GRUClassifier


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    torch.manual_seed(args.seed)
    loader = DataLoader(make_corpus(seed=args.seed), batch_size=args.batch_size, shuffle=True,
                        collate_fn=collate)
    model = GRUClassifier(len(WORDS) + 1)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        correct = total = 0
        for ids, y in loader:
            logits = model(ids)
            loss = F.cross_entropy(logits, y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            correct += (logits.argmax(1) == y).sum().item()
            total += len(y)
        history.append(correct / total)
        print(f"epoch {epoch} train acc {history[-1]:.3f}")
    return history


if __name__ == "__main__":
    main()
