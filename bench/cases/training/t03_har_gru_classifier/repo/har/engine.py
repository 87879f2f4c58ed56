import torch
import torch.nn as nn


def train_one_epoch(model, loader, optimizer, scheduler=None, clip=1.0):
    model.train()
    criterion = nn.CrossEntropyLoss()
    total, correct, n = 0.0, 0, 0
    for x, y in loader:
        logits = model(x)
        loss = criterion(logits, y)
        optimizer.zero_grad()
        loss.backward()
        if clip:
            nn.utils.clip_grad_norm_(model.parameters(), clip)
        optimizer.step()
        if scheduler is not None:
            scheduler.step()
        total += loss.item() * len(y)
        correct += (logits.argmax(1) == y).sum().item()
        n += len(y)
    return total / n, correct / n


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    criterion = nn.CrossEntropyLoss(reduction="sum")
    total, correct, n = 0.0, 0, 0
    for x, y in loader:
        logits = model(x)
        total += criterion(logits, y).item()
        correct += (logits.argmax(1) == y).sum().item()
        n += len(y)
    return total / n, correct / n
