import argparse
from functools import partial

import torch
from torch.utils.data import DataLoader

from sentiment import BagClassifier, ReviewDataset, Vocab, collate, make_reviews
from sentiment.trainer import evaluate, train_epoch
from sentiment.utils import load_config, set_seed


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/reviews.yaml")
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.set)
    d, m, t = cfg["data"], cfg["model"], cfg["train"]
    set_seed(t["seed"])

    tr_texts, tr_y = make_reviews(d["n_train"], seed=t["seed"])
    va_texts, va_y = make_reviews(d["n_val"], seed=t["seed"] + 1)
    vocab = Vocab.build(tr_texts, min_freq=d["min_freq"])
    train_ds = ReviewDataset(tr_texts, tr_y, vocab, d["max_len"])
    val_ds = ReviewDataset(va_texts, va_y, vocab, d["max_len"])
    col = partial(collate, pad_id=vocab.pad_id)
    train_dl = DataLoader(train_ds, batch_size=t["batch_size"], shuffle=True, collate_fn=col)
    val_dl = DataLoader(val_ds, batch_size=256, collate_fn=col)

    model = BagClassifier(len(vocab), m["embed_dim"], m["hidden"], dropout=m["dropout"], pad_id=vocab.pad_id)
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
    print(f"vocab {len(vocab)} | {len(train_ds)} train / {len(val_ds)} val reviews")
    history = []
    for epoch in range(1, t["epochs"] + 1):
        train_loss = train_epoch(model, train_dl, opt)
        metrics = evaluate(model, val_dl)
        history.append({"epoch": epoch, "train_loss": train_loss, **metrics})
        print(f"epoch {epoch:2d} | train_loss {train_loss:.4f} | val_loss {metrics['val_loss']:.4f} "
              f"| val_acc {metrics['val_acc']:.3f}")
    return model, history


if __name__ == "__main__":
    main()
