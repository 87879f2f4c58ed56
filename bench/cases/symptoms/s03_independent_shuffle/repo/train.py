"""Train the vibration fault classifier:  python train.py epochs=20 lr=3e-4"""
import sys

import numpy as np
import torch
import torch.nn.functional as F

from config import load_config
from vibro.model import VibroCNN
from vibro.signals import STATES, BatchIterator, make_windows


def evaluate(model, batches):
    model.eval()
    loss_sum, correct, n = 0.0, 0, 0
    with torch.no_grad():
        for xb, yb in batches:
            xb, yb = torch.from_numpy(xb), torch.from_numpy(yb)
            logits = model(xb)
            loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(1) == yb).sum().item()
            n += len(yb)
    return loss_sum / n, correct / n


def main(cfg):
    torch.manual_seed(cfg["seed"])
    x_tr, y_tr = make_windows(cfg["n_train"], cfg["window"], seed=cfg["seed"])
    x_va, y_va = make_windows(cfg["n_val"], cfg["window"], seed=cfg["seed"] + 100)
    print("train class counts:", np.bincount(y_tr, minlength=len(STATES)).tolist())

    train_batches = BatchIterator(x_tr, y_tr, cfg["batch_size"], shuffle=True, seed=cfg["seed"])
    val_batches = BatchIterator(x_va, y_va, 512)

    model = VibroCNN(num_classes=len(STATES), width=cfg["width"], dropout=cfg["dropout"])
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=cfg["weight_decay"])

    history = []
    for epoch in range(cfg["epochs"]):
        model.train()
        tot, n = 0.0, 0
        for xb, yb in train_batches:
            xb, yb = torch.from_numpy(xb), torch.from_numpy(yb)
            loss = F.cross_entropy(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item() * len(yb)
            n += len(yb)
        val_loss, val_acc = evaluate(model, val_batches)
        history.append({"epoch": epoch, "train_loss": tot / n, "val_loss": val_loss,
                        "val_acc": val_acc})
        print(f"[{epoch:02d}] train_loss={tot / n:.4f} val_loss={val_loss:.4f} "
              f"val_acc={val_acc:.3f}")

    if cfg["out"]:
        torch.save(model.state_dict(), cfg["out"])
    return history


if __name__ == "__main__":
    main(load_config(sys.argv[1:]))
