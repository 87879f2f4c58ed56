import time

import torch
import torch.nn.functional as F

from .metrics import confusion_matrix, macro_f1


def train_one_epoch(model, loader, optimizer, log_every=0):
    model.train()
    total, n = 0.0, 0
    for step, (x, y) in enumerate(loader):
        logits = model(x)
        loss = F.cross_entropy(logits, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(y)
        n += len(y)
        if log_every and step % log_every == 0:
            print(f"  step {step:5d}  loss {loss.item():.4f}", flush=True)
    return total / max(n, 1)


@torch.no_grad()
def evaluate(model, loader, n_classes):
    model.eval()
    preds, ys, total = [], [], 0.0
    for x, y in loader:
        logits = model(x)
        total += F.cross_entropy(logits, y, reduction="sum").item()
        preds.append(logits.argmax(1))
        ys.append(y)
    pred, y = torch.cat(preds), torch.cat(ys)
    cm = confusion_matrix(pred, y, n_classes)
    return {"loss": total / len(y), "acc": (pred == y).float().mean().item(), "f1": macro_f1(cm)}
