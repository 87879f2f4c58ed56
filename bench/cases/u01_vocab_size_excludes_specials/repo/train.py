"""Train the intent classifier.

    python train.py --n-train 4000 --epochs 5 --out checkpoints/intent.pt
"""
import argparse
import os

import torch
from torch.utils.data import DataLoader

from intent.corpus import INTENTS, generate
from intent.data import IntentDataset, make_collate
from intent.engine import evaluate, train_one_epoch
from intent.model import IntentClassifier
from intent.vocab import Vocab


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="intent classifier")
    p.add_argument("--n-train", type=int, default=4000)
    p.add_argument("--n-val", type=int, default=1000)
    p.add_argument("--vocab-size", type=int, default=1000)
    p.add_argument("--min-freq", type=int, default=1)
    p.add_argument("--emb-dim", type=int, default=64)
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="checkpoints/intent.pt")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    train_pairs = generate(args.n_train, seed=args.seed)
    val_pairs = generate(args.n_val, seed=args.seed + 1000)
    vocab = Vocab.build([t for t, _ in train_pairs], max_size=args.vocab_size,
                        min_freq=args.min_freq)
    print(f"{len(train_pairs)} train / {len(val_pairs)} val utterances, {len(INTENTS)} intents")

    collate = make_collate(vocab.pad_id)
    train_dl = DataLoader(IntentDataset(train_pairs, vocab, INTENTS), batch_size=args.batch_size,
                          shuffle=True, collate_fn=collate)
    val_dl = DataLoader(IntentDataset(val_pairs, vocab, INTENTS), batch_size=256,
                        collate_fn=collate)

    model_cfg = dict(vocab_size=args.vocab_size, num_classes=len(INTENTS), emb_dim=args.emb_dim,
                     hidden=args.hidden, pad_id=vocab.pad_id)
    model = IntentClassifier(**model_cfg)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)

    history = []
    for epoch in range(1, args.epochs + 1):
        tl, ta = train_one_epoch(model, train_dl, optimizer)
        vl, va = evaluate(model, val_dl)
        history.append({"epoch": epoch, "train_loss": tl, "train_acc": ta, "val_loss": vl,
                        "val_acc": va})
        print(f"epoch {epoch}  train loss {tl:.4f} acc {ta:.3f}  val loss {vl:.4f} acc {va:.3f}")

    if args.out:
        os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
        torch.save({"model": model.state_dict(), "model_cfg": model_cfg,
                    "vocab": vocab.state_dict(), "labels": list(INTENTS)}, args.out)
    return model, history


if __name__ == "__main__":
    main()
