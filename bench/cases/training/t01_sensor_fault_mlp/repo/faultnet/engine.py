import torch
import torch.nn.functional as F


def train_one_epoch(model, loader, optimizer, label_smoothing=0.0):
    model.train()
    total, correct, n = 0.0, 0, 0
    for x, y in loader:
        logits = model(x)
        loss = F.cross_entropy(logits, y, label_smoothing=label_smoothing)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        total += loss.item() * len(y)
        correct += (logits.argmax(1) == y).sum().item()
        n += len(y)
    return total / n, correct / n


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    total, correct, n = 0.0, 0, 0
    for x, y in loader:
        logits = model(x)
        total += F.cross_entropy(logits, y, reduction="sum").item()
        correct += (logits.argmax(1) == y).sum().item()
        n += len(y)
    return total / n, correct / n
