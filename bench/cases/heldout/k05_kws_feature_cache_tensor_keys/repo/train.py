import argparse

import torch
import torch.nn as nn

from kws.data import SpectrogramDataset, iterate_batches, synth_keywords
from kws.model import KWSNet
from kws.utils import rss_mb


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="train the keyword spotter")
    p.add_argument("--n", type=int, default=3000, help="number of clips")
    p.add_argument("--epochs", type=int, default=50)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


def train_one_epoch(model, ds, opt, batch_size):
    model.train()
    loss_fn = nn.CrossEntropyLoss()
    total, correct, seen = 0.0, 0, 0
    for x, y in iterate_batches(ds, batch_size):
        logits = model(x)
        loss = loss_fn(logits, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(y)
        correct += (logits.argmax(1) == y).sum().item()
        seen += len(y)
    return total / seen, correct / seen


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    waves, labels = synth_keywords(args.n, seed=args.seed)
    ds = SpectrogramDataset(waves, labels)
    model = KWSNet()
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        loss, acc = train_one_epoch(model, ds, opt, args.batch_size)
        mem = rss_mb()
        history.append({"epoch": epoch, "loss": loss, "acc": acc, "rss_mb": mem})
        print(f"epoch {epoch:3d}  loss {loss:.4f}  acc {acc:.3f}  rss {mem:.1f} MB")
    return model, history


if __name__ == "__main__":
    main()
