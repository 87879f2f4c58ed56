"""Train the ticket topic classifier.

    python train.py --epochs 5 --lr 3e-3
"""
import argparse
import json

import torch

from textcls import BagOfEmbeddings, TextDataset, Vocab, build_corpus, evaluate, make_loader, \
    train_one_epoch
from textcls.data import TOPICS


def parse_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--train-size", type=int, default=4000)
    p.add_argument("--val-size", type=int, default=1000)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--dim", type=int, default=64)
    p.add_argument("--min-freq", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", default="")
    return p.parse_args(argv)


def run(args, log=print):
    torch.manual_seed(args.seed)
    tr_texts, tr_labels = build_corpus(args.train_size, seed=args.seed)
    va_texts, va_labels = build_corpus(args.val_size, seed=args.seed + 1)
    vocab = Vocab.from_texts(tr_texts, min_freq=args.min_freq)
    train_ds = TextDataset(tr_texts, tr_labels, vocab)
    val_ds = TextDataset(va_texts, va_labels, vocab)
    g = torch.Generator().manual_seed(args.seed)
    train_loader = make_loader(train_ds, args.batch_size, shuffle=True, generator=g)

    model = BagOfEmbeddings(len(vocab), len(TOPICS), dim=args.dim)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        tr = train_one_epoch(model, train_loader, opt)
        va = evaluate(model, val_ds, len(TOPICS))
        rec = {"epoch": epoch, "train_loss": tr["loss"], "train_acc": tr["acc"],
               "val_acc": va["acc"], "val_macro_f1": va["macro_f1"]}
        history.append(rec)
        log(f"epoch {epoch} train_loss {tr['loss']:.4f} train_acc {tr['acc']:.3f} "
            f"val_acc {va['acc']:.3f} val_f1 {va['macro_f1']:.3f}")
    if args.save:
        torch.save({"model": model.state_dict(), "vocab": vocab.itos}, args.save)
        with open(args.save + ".json", "w") as f:
            json.dump(history, f, indent=1)
    return model, history


if __name__ == "__main__":
    run(parse_args())
