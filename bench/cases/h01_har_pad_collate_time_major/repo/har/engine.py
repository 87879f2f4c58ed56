import torch
import torch.nn.functional as F


def train_epoch(model, loader, optimizer, grad_clip=None):
    model.train()
    loss_sum, correct, total = 0.0, 0, 0
    for x, _lengths, y in loader:
        logits = model(x)
        loss = F.cross_entropy(logits, y)
        optimizer.zero_grad()
        loss.backward()
        if grad_clip:
            torch.nn.utils.clip_grad_norm_(model.parameters(), grad_clip)
        optimizer.step()
        loss_sum += loss.item() * len(y)
        correct += (logits.argmax(1) == y).sum().item()
        total += len(y)
    return {"loss": loss_sum / total, "acc": correct / total}


@torch.no_grad()
def evaluate(model, loader, num_classes):
    model.eval()
    loss_sum, total = 0.0, 0
    per_class = torch.zeros(num_classes, 2)  # correct, count
    for x, _lengths, y in loader:
        logits = model(x)
        loss_sum += F.cross_entropy(logits, y, reduction="sum").item()
        pred = logits.argmax(1)
        per_class.index_add_(0, y, torch.stack([(pred == y).float(), torch.ones(len(y))], 1))
        total += len(y)
    acc = per_class[:, 0].sum().item() / total
    balanced = (per_class[:, 0] / per_class[:, 1].clamp_min(1)).mean().item()
    return {"loss": loss_sum / total, "acc": acc, "balanced_acc": balanced}
