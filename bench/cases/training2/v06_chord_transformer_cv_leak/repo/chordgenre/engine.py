import torch
import torch.nn.functional as F


def train_epoch(model, loader, optimizer):
    model.train()
    total, n = 0.0, 0
    for tokens, pad_mask, labels in loader:
        loss = F.cross_entropy(model(tokens, pad_mask), labels)
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        total += loss.item() * len(labels)
        n += len(labels)
    return total / n


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    correct, n = 0, 0
    for tokens, pad_mask, labels in loader:
        correct += (model(tokens, pad_mask).argmax(1) == labels).sum().item()
        n += len(labels)
    return correct / n
