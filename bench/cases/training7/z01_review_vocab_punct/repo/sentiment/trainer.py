import torch
import torch.nn.functional as F


def train_epoch(model, loader, opt):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        loss = F.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(y)
        n += len(y)
    return total / n


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    correct, total, loss = 0, 0, 0.0
    for x, y in loader:
        logits = model(x)
        loss += F.cross_entropy(logits, y, reduction="sum").item()
        correct += (logits.argmax(-1) == y).sum().item()
        total += len(y)
    return {"val_loss": loss / total, "val_acc": correct / total}
