"""Train the attention-pooled BiGRU review sentiment classifier."""
import argparse

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from reviews.data import ReviewDataset, collate, make_reviews
from reviews.model import ReviewClassifier
from reviews.tokenizer import Vocab
from reviews.utils import accuracy, save_checkpoint, seed_everything


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--n-train", type=int, default=4000)
    p.add_argument("--n-val", type=int, default=500)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--emb-dim", type=int, default=64)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--out", default="reviews.pt")
    p.add_argument("--seed", type=int, default=3)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    seed_everything(args.seed)
    tr_texts, tr_labels = make_reviews(args.n_train, seed=args.seed)
    va_texts, va_labels = make_reviews(args.n_val, seed=args.seed + 1)
    vocab = Vocab.build(tr_texts)
    train_dl = DataLoader(ReviewDataset(tr_texts, tr_labels, vocab), batch_size=args.batch_size,
                          shuffle=True, collate_fn=collate)
    val_dl = DataLoader(ReviewDataset(va_texts, va_labels, vocab), batch_size=256,
                        collate_fn=collate)

    cfg = {"emb_dim": args.emb_dim, "hidden": args.hidden}
    model = ReviewClassifier(len(vocab), **cfg)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, n = 0.0, 0
        for tokens, mask, labels in train_dl:
            loss = F.cross_entropy(model(tokens, mask), labels)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            total += loss.item() * len(labels)
            n += len(labels)
        model.eval()
        with torch.no_grad():
            accs = [accuracy(model(t, m), y) * len(y) for t, m, y in val_dl]
        val_acc = sum(accs) / len(val_dl.dataset)
        history.append({"epoch": epoch, "loss": total / n, "val_acc": val_acc})
        print(f"epoch {epoch}  loss {total / n:.4f}  val acc {val_acc:.3f}")
    if args.out:
        save_checkpoint(args.out, model, vocab, cfg)
    return model, vocab, history


if __name__ == "__main__":
    main()
