"""Peptide family classifier.  python train.py [--epochs 40] [--n-train 40000]"""
import argparse

import torch
from torch.utils.data import DataLoader

from pepclf.data import LengthBucketSampler, PeptideDataset, pad_collate
from pepclf.engine import evaluate, train_one_epoch
from pepclf.model import MotifCNN
from pepclf.synth import FAMILIES, make_peptides


def build_loaders(n_train, n_val, batch_size, seed):
    tr_seqs, tr_labels = make_peptides(n_train, seed=seed)
    va_seqs, va_labels = make_peptides(n_val, seed=seed + 1)
    train_set = PeptideDataset(tr_seqs, tr_labels)
    val_set = PeptideDataset(va_seqs, va_labels)
    train_loader = DataLoader(train_set, batch_sampler=LengthBucketSampler(len(train_set), batch_size, seed=seed),
                              collate_fn=pad_collate)
    val_loader = DataLoader(val_set, batch_sampler=LengthBucketSampler(len(val_set), 512, shuffle=False),
                            collate_fn=pad_collate)
    return train_loader, val_loader


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--n-train", type=int, default=40000)
    p.add_argument("--n-val", type=int, default=5000)
    p.add_argument("--epochs", type=int, default=40)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="motif_cnn.pt")
    args = p.parse_args(argv)

    torch.manual_seed(args.seed)
    train_loader, val_loader = build_loaders(args.n_train, args.n_val, args.batch_size, args.seed)
    model = MotifCNN(len(FAMILIES))
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        tr = train_one_epoch(model, train_loader, optimizer)
        va_loss, va_acc = evaluate(model, val_loader)
        history.append({"train_loss": tr, "val_loss": va_loss, "val_acc": va_acc})
        print(f"epoch {epoch:3d}  train_loss {tr:.4f}  val_loss {va_loss:.4f}  val_acc {va_acc:.3f}", flush=True)
    torch.save(model.state_dict(), args.out)
    return model, history


if __name__ == "__main__":
    main()
