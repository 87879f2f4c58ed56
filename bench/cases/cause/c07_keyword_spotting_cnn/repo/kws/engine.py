import torch
import torch.nn.functional as F


def train_one_epoch(model, loader, optimizer, label_smoothing=0.0):
    model.train()
    total, correct, n = 0.0, 0, 0
    for x, y in loader:
        logits = model(x)
        loss = F.cross_entropy(logits, y, label_smoothing=label_smoothing)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(y)
        correct += (logits.argmax(1) == y).sum().item()
        n += len(y)
    return {"loss": total / n, "accuracy": correct / n}


@torch.no_grad()
def evaluate(model, loader):
    total, n = 0.0, 0
    preds, labels = [], []
    for x, y in loader:
        logits = model(x)
        total += F.cross_entropy(logits, y, reduction="sum").item()
        n += len(y)
        preds.append(logits.argmax(1))
        labels.append(y)
    preds, labels = torch.cat(preds), torch.cat(labels)
    return {"loss": total / n, "accuracy": (preds == labels).float().mean().item(),
            "predictions": preds}


def confusion_matrix(preds, labels, n_classes):
    cm = torch.zeros(n_classes, n_classes, dtype=torch.long)
    for p, t in zip(preds.tolist(), labels.tolist()):
        cm[t, p] += 1
    return cm
