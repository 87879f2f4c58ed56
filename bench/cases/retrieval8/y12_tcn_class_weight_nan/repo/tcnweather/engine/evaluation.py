"""Validation pass."""

import numpy as np
import torch
import torch.nn.functional as F

from tcnweather.metrics import balanced_accuracy, confusion_matrix, macro_f1


@torch.no_grad()
def evaluate(model, loader, num_classes):
    model.eval()
    total_loss, n, preds, targets = 0.0, 0, [], []
    for x, y in loader:
        logits = model(x)
        total_loss += F.cross_entropy(logits, y, reduction="sum").item()
        n += y.numel()
        preds.append(logits.argmax(dim=-1).numpy())
        targets.append(y.numpy())
    model.train()
    cm = confusion_matrix(np.concatenate(targets), np.concatenate(preds), num_classes)
    return {
        "val_loss": total_loss / max(n, 1),
        "val_acc": float(np.trace(cm) / max(cm.sum(), 1)),
        "val_macro_f1": macro_f1(cm),
        "val_bal_acc": balanced_accuracy(cm),
    }
