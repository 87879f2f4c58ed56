"""Train the multi-label ticket tagger.

    python train.py --config configs/default.json [--set optim.lr=0.01 ...]
"""
import argparse
import json
import math

import torch
from torch.utils.data import DataLoader

from tagger.losses import sigmoid_focal_loss
from tagger.metrics import micro_f1
from tagger.model import TicketTagger
from tagger.tickets import TicketDataset, collate, generate_tickets


def load_config(path, overrides=()):
    with open(path) as f:
        cfg = json.load(f)
    for item in overrides:
        key, value = item.split("=", 1)
        *parents, leaf = key.split(".")
        node = cfg
        for p in parents:
            node = node[p]
        node[leaf] = json.loads(value)
    return cfg


def evaluate(model, loader, cfg):
    model.eval()
    losses, probs, targets = [], [], []
    with torch.no_grad():
        for words, offsets, y in loader:
            logits = model(words, offsets)
            losses.append(sigmoid_focal_loss(logits, y, **cfg["loss"]).item())
            probs.append(torch.sigmoid(logits))
            targets.append(y)
    f1 = micro_f1(torch.cat(probs), torch.cat(targets), cfg["threshold"])
    return sum(losses) / len(losses), f1


def run(cfg, log=print):
    torch.manual_seed(cfg["seed"])
    d = cfg["data"]
    tickets, labels = generate_tickets(d["num_tickets"], d["vocab_size"], d["num_tags"], seed=cfg["seed"])
    n_val = int(len(tickets) * d["val_fraction"])
    train_ds = TicketDataset(tickets[n_val:], labels[n_val:])
    val_ds = TicketDataset(tickets[:n_val], labels[:n_val])
    o = cfg["optim"]
    train_loader = DataLoader(train_ds, batch_size=o["batch_size"], shuffle=True, collate_fn=collate)
    val_loader = DataLoader(val_ds, batch_size=256, collate_fn=collate)

    model = TicketTagger(d["vocab_size"], d["num_tags"], **cfg["model"])
    optimizer = torch.optim.Adam(model.parameters(), lr=o["lr"])

    history = []
    for epoch in range(1, o["epochs"] + 1):
        model.train()
        running, nonfinite = 0.0, 0
        for words, offsets, y in train_loader:
            loss = sigmoid_focal_loss(model(words, offsets), y, **cfg["loss"])
            if not math.isfinite(loss.item()):
                nonfinite += 1
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            running += loss.item()
        train_loss = running / len(train_loader)
        val_loss, val_f1 = evaluate(model, val_loader, cfg)
        history.append({"epoch": epoch, "train_loss": train_loss, "val_loss": val_loss,
                        "val_f1": val_f1, "nonfinite_batches": nonfinite})
        log(f"epoch {epoch} train_loss {train_loss:.4f} val_loss {val_loss:.4f} "
            f"val_microF1 {val_f1:.3f}" + (f"  ({nonfinite} non-finite batches)" if nonfinite else ""))
    return model, history


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/default.json")
    ap.add_argument("--set", nargs="*", default=[], metavar="KEY=JSON")
    ap.add_argument("--save", default="")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.set)
    model, history = run(cfg)
    if args.save:
        torch.save({"model": model.state_dict(), "config": cfg}, args.save)
    return history


if __name__ == "__main__":
    main()
