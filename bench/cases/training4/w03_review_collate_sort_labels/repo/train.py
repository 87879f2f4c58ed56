"""Review sentiment classifier (BiLSTM over packed sequences).

    python train.py --config configs/default.json
    python train.py --config configs/default.json --set train.epochs=5 --set data.n_train=20000
"""
import argparse
import copy

import torch
from torch.utils.data import DataLoader

from revclf.config import load_config
from revclf.data import ReviewDataset, collate_batch, make_reviews
from revclf.engine import run_epoch
from revclf.model import LSTMClassifier
from revclf.vocab import Vocab


def run(cfg):
    cfg = copy.deepcopy(cfg)
    torch.manual_seed(cfg["seed"])
    d, m, t = cfg["data"], cfg["model"], cfg["train"]
    tr_x, tr_y = make_reviews(d["n_train"], d["min_len"], d["max_len"], seed=cfg["seed"])
    va_x, va_y = make_reviews(d["n_val"], d["min_len"], d["max_len"], seed=cfg["seed"] + 1)
    vocab = Vocab(w for text in tr_x for w in text)
    train_dl = DataLoader(ReviewDataset(tr_x, tr_y, vocab), batch_size=t["batch_size"], shuffle=True,
                          collate_fn=collate_batch)
    val_dl = DataLoader(ReviewDataset(va_x, va_y, vocab), batch_size=256, collate_fn=collate_batch)
    model = LSTMClassifier(len(vocab), **m)
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
    history = []
    for epoch in range(1, t["epochs"] + 1):
        tr_loss, tr_acc = run_epoch(model, train_dl, opt, t["clip"])
        va_loss, va_acc = run_epoch(model, val_dl)
        history.append(dict(epoch=epoch, train_loss=tr_loss, train_acc=tr_acc, val_loss=va_loss, val_acc=va_acc))
        print(f"epoch {epoch:2d} | train loss {tr_loss:.4f} acc {tr_acc:.3f} | val loss {va_loss:.4f} acc {va_acc:.3f}",
              flush=True)
    return model, history


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--config", default="configs/default.json")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    args = p.parse_args(argv)
    return run(load_config(args.config, args.set))


if __name__ == "__main__":
    main()
