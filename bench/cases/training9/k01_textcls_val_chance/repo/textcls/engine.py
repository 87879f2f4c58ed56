import torch
import torch.nn.functional as F

from .data import make_loader


def train_one_epoch(model, loader, optimizer):
    model.train()
    total, correct, loss_sum = 0, 0, 0.0
    for tokens, offsets, labels in loader:
        logits = model(tokens, offsets)
        loss = F.cross_entropy(logits, labels)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        loss_sum += loss.item() * len(labels)
        correct += (logits.argmax(1) == labels).sum().item()
        total += len(labels)
    return {"loss": loss_sum / total, "acc": correct / total}


@torch.no_grad()
def predict(model, dataset, batch_size=256):
    """Class predictions for every example of `dataset`, in dataset order."""
    model.eval()
    out = []
    for tokens, offsets, _ in make_loader(dataset, batch_size):
        out.append(model(tokens, offsets).argmax(1))
    return torch.cat(out)


def evaluate(model, dataset, num_classes, batch_size=256):
    preds = predict(model, dataset, batch_size)
    labels = torch.tensor(dataset.labels)
    acc = (preds == labels).float().mean().item()
    f1s = []
    for c in range(num_classes):
        tp = ((preds == c) & (labels == c)).sum().item()
        fp = ((preds == c) & (labels != c)).sum().item()
        fn = ((preds != c) & (labels == c)).sum().item()
        f1s.append(2 * tp / max(2 * tp + fp + fn, 1))
    return {"acc": acc, "macro_f1": sum(f1s) / num_classes}
