"""Train the ticket router.

    python train.py                       # uses config.json
    python train.py --config my.json --batch-size 512 --epochs 10
Any key of the config can be overridden with --set key=value.
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader

from tickets.data import QUEUES, TicketDataset, Vocab, collate_bag, generate_tickets
from tickets.model import BagOfWordsClassifier
from tickets.optim import build_optimizer, build_scheduler
from tickets.trainer import Trainer


def parse_value(v):
    try:
        return json.loads(v)
    except json.JSONDecodeError:
        return v


def get_config(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.json")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--batch-size", type=int)
    ap.add_argument("--lr", type=float)
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = json.load(f)
    for key in ("epochs", "batch_size", "lr"):
        if getattr(args, key) is not None:
            cfg[key] = getattr(args, key)
    for kv in args.set:
        k, v = kv.split("=", 1)
        cfg[k] = parse_value(v)
    return cfg


def main(argv=None):
    cfg = get_config(argv)
    torch.manual_seed(cfg["seed"])
    tr_texts, tr_labels = generate_tickets(cfg["n_train"], seed=cfg["seed"])
    va_texts, va_labels = generate_tickets(cfg["n_val"], seed=cfg["seed"] + 1)
    vocab = Vocab(tr_texts)
    train_loader = DataLoader(TicketDataset(tr_texts, tr_labels, vocab), batch_size=cfg["batch_size"],
                              shuffle=True, collate_fn=collate_bag)
    val_loader = DataLoader(TicketDataset(va_texts, va_labels, vocab), batch_size=1024,
                            collate_fn=collate_bag)
    model = BagOfWordsClassifier(len(vocab), len(QUEUES), cfg["embed_dim"], cfg["hidden"],
                                 cfg["dropout"])
    optimizer = build_optimizer(model, cfg)
    scheduler = build_scheduler(optimizer, cfg, len(train_loader))
    print(f"vocab {len(vocab)} | {len(train_loader.dataset)} train tickets | "
          f"batch {cfg['batch_size']} | {cfg['epochs']} epochs")
    history = Trainer(model, optimizer, scheduler).fit(train_loader, val_loader, cfg["epochs"])
    return model, history


if __name__ == "__main__":
    main()
