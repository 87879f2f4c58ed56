import numpy as np
import torch
import torch.nn.functional as F
from sklearn.metrics import accuracy_score, confusion_matrix, f1_score


def train_epoch(model, loader, optimizer):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        loss = F.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(y)
        n += len(y)
    return total / n


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    losses, preds, targets = [], [], []
    for x, y in loader:
        logits = model(x)
        losses.append(F.cross_entropy(logits, y, reduction="sum").item())
        preds.append(logits.argmax(1).numpy())
        targets.append(y.numpy())
    y_true, y_pred = np.concatenate(targets), np.concatenate(preds)
    return {
        "loss": sum(losses) / len(y_true),
        "acc": accuracy_score(y_true, y_pred),
        "macro_f1": f1_score(y_true, y_pred, average="macro"),
        "confusion": confusion_matrix(y_true, y_pred, labels=list(range(10))),
    }
