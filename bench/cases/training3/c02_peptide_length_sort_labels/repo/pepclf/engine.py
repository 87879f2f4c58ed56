import torch
import torch.nn.functional as F


def train_one_epoch(model, loader, optimizer, grad_clip=5.0):
    model.train()
    total, n = 0.0, 0
    for tokens, lengths, y in loader:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(tokens, lengths), y)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), grad_clip)
        optimizer.step()
        total += loss.item() * len(y)
        n += len(y)
    return total / n


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    loss, correct, n = 0.0, 0, 0
    for tokens, lengths, y in loader:
        logits = model(tokens, lengths)
        loss += F.cross_entropy(logits, y, reduction="sum").item()
        correct += (logits.argmax(1) == y).sum().item()
        n += len(y)
    return loss / n, correct / n
