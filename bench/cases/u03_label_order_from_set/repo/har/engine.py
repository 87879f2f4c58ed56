import numpy as np
import torch
import torch.nn.functional as F


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
def predict(model, x, batch_size=1024):
    model.eval()
    return torch.cat([model(x[i:i + batch_size]).argmax(-1)
                      for i in range(0, len(x), batch_size)]).numpy()


def per_class_recall(pred, target, n_classes):
    out = np.zeros(n_classes)
    for c in range(n_classes):
        mask = target == c
        out[c] = (pred[mask] == c).mean() if mask.any() else float("nan")
    return out
