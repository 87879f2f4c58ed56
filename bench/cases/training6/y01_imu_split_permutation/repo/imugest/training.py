"""Training loop used by the CLI and the notebooks."""
import time

import torch
import torch.nn.functional as F

from .metrics import accuracy


def iterate_minibatches(x, y, batch_size, shuffle=True, generator=None):
    n = len(x)
    order = torch.randperm(n, generator=generator) if shuffle else torch.arange(n)
    for i in range(0, n, batch_size):
        idx = order[i:i + batch_size]
        yield x[idx], y[idx]


@torch.no_grad()
def evaluate(model, x, y, batch_size=512):
    model.eval()
    logits = torch.cat([model(xb) for xb, _ in iterate_minibatches(x, y, batch_size, shuffle=False)])
    loss = F.cross_entropy(logits, y).item()
    return loss, accuracy(logits, y), logits


def fit(model, x_train, y_train, x_val, y_val, epochs=30, batch_size=64, lr=2e-3,
        weight_decay=1e-4, seed=0, log=print):
    g = torch.Generator().manual_seed(seed)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=weight_decay)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    history = []
    for epoch in range(1, epochs + 1):
        t0 = time.time()
        model.train()
        total, seen, correct = 0.0, 0, 0
        for xb, yb in iterate_minibatches(x_train, y_train, batch_size, generator=g):
            logits = model(xb)
            loss = F.cross_entropy(logits, yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(xb)
            correct += (logits.argmax(-1) == yb).sum().item()
            seen += len(xb)
        sched.step()
        val_loss, val_acc, _ = evaluate(model, x_val, y_val)
        row = {"epoch": epoch, "train_loss": total / seen, "train_acc": correct / seen,
               "val_loss": val_loss, "val_acc": val_acc}
        history.append(row)
        if log:
            log(f"epoch {epoch:3d} | train_loss {row['train_loss']:.4f} train_acc {row['train_acc']:.3f} "
                f"| val_loss {val_loss:.4f} val_acc {val_acc:.3f} ({time.time() - t0:.0f}s)")
    return history
