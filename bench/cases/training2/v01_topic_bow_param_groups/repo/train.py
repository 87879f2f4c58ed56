"""Train the bag-of-words topic classifier on synthetic snippets.

    python train.py
    python train.py --epochs 5 --n-train 20000 --lr 1e-3 --save runs/bow.pt
"""
import argparse
import json
import os

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from topicbow.data import TOPICS, SyntheticNews, collate_bags
from topicbow.model import BagOfWordsClassifier
from topicbow.optim import build_optimizer, build_scheduler, count_parameters

HERE = os.path.dirname(os.path.abspath(__file__))


def run_epoch(model, loader, optimizer=None, scheduler=None):
    training = optimizer is not None
    model.train(training)
    total, correct, n = 0.0, 0, 0
    with torch.set_grad_enabled(training):
        for tokens, offsets, labels in loader:
            logits = model(tokens, offsets)
            loss = F.cross_entropy(logits, labels)
            if training:
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                scheduler.step()
            total += loss.item() * len(labels)
            correct += (logits.argmax(1) == labels).sum().item()
            n += len(labels)
    return total / n, correct / n


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default=os.path.join(HERE, "configs", "default.json"))
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--n-train", type=int)
    ap.add_argument("--n-val", type=int)
    ap.add_argument("--lr", type=float)
    ap.add_argument("--batch-size", type=int)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", default="")
    args = ap.parse_args(argv)

    with open(args.config) as f:
        cfg = json.load(f)
    dc, mc, tc = cfg["data"], cfg["model"], cfg["train"]
    for section, key, value in [(dc, "n_train", args.n_train), (dc, "n_val", args.n_val),
                                (tc, "epochs", args.epochs), (tc, "lr", args.lr),
                                (tc, "batch_size", args.batch_size)]:
        if value is not None:
            section[key] = value

    torch.manual_seed(args.seed)
    train_ds = SyntheticNews(dc["n_train"], vocab_size=dc["vocab_size"], seed=dc["seed"])
    val_ds = SyntheticNews(dc["n_val"], vocab_size=dc["vocab_size"], seed=dc["seed"] + 1)
    train_loader = DataLoader(train_ds, batch_size=tc["batch_size"], shuffle=True,
                              collate_fn=collate_bags)
    val_loader = DataLoader(val_ds, batch_size=512, collate_fn=collate_bags)

    model = BagOfWordsClassifier(dc["vocab_size"], len(TOPICS), mc["embed_dim"], mc["hidden"],
                                 mc["dropout"])
    optimizer = build_optimizer(model, tc["lr"], tc["weight_decay"])
    total_steps = tc["epochs"] * len(train_loader)
    scheduler = build_scheduler(optimizer, min(tc["warmup_steps"], total_steps // 10 + 1),
                                total_steps)
    print(f"{count_parameters(model):,} trainable parameters, {total_steps} steps", flush=True)

    history = []
    for epoch in range(1, tc["epochs"] + 1):
        tr_loss, tr_acc = run_epoch(model, train_loader, optimizer, scheduler)
        va_loss, va_acc = run_epoch(model, val_loader)
        history.append({"epoch": epoch, "train_loss": tr_loss, "train_acc": tr_acc,
                        "val_loss": va_loss, "val_acc": va_acc})
        print(f"epoch {epoch:2d} | lr {scheduler.get_last_lr()[0]:.2e} | train loss {tr_loss:.4f} "
              f"acc {tr_acc:.3f} | val loss {va_loss:.4f} acc {va_acc:.3f}", flush=True)

    if args.save:
        os.makedirs(os.path.dirname(args.save) or ".", exist_ok=True)
        torch.save({"model": model.state_dict(), "config": cfg}, args.save)
    return model, history


if __name__ == "__main__":
    main()
