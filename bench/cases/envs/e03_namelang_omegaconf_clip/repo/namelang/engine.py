import torch
import torch.nn.functional as F


def train_one_epoch(model, loader, optimizer, train_cfg):
    model.train()
    max_norm = train_cfg.get("grad_clip", 0.0)
    total, correct, n = 0.0, 0, 0
    for x, lengths, y in loader:
        logits = model(x, lengths)
        loss = F.cross_entropy(logits, y)
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
        optimizer.step()
        total += loss.item() * len(y)
        correct += (logits.argmax(1) == y).sum().item()
        n += len(y)
    return {"loss": total / n, "acc": correct / n}


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    total, correct, n = 0.0, 0, 0
    for x, lengths, y in loader:
        logits = model(x, lengths)
        total += F.cross_entropy(logits, y, reduction="sum").item()
        correct += (logits.argmax(1) == y).sum().item()
        n += len(y)
    return {"loss": total / n, "acc": correct / n}
