import torch
import torch.nn.functional as F


def train_one_epoch(model, loader, optimizer, clip=1.0):
    model.train()
    total, correct, n = 0.0, 0, 0
    for tokens, lengths, labels in loader:
        logits = model(tokens, lengths)
        loss = F.cross_entropy(logits, labels)
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        optimizer.step()
        total += loss.item() * len(labels)
        correct += (logits.argmax(-1) == labels).sum().item()
        n += len(labels)
    return total / n, correct / n


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    total, correct, n = 0.0, 0, 0
    for tokens, lengths, labels in loader:
        logits = model(tokens, lengths)
        total += F.cross_entropy(logits, labels, reduction="sum").item()
        correct += (logits.argmax(-1) == labels).sum().item()
        n += len(labels)
    return total / n, correct / n
