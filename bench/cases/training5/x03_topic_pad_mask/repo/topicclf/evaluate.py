import torch
import torch.nn.functional as F


@torch.no_grad()
def evaluate(model, loader, n_classes):
    model.eval()
    confusion = torch.zeros(n_classes, n_classes, dtype=torch.long)
    loss_sum, n = 0.0, 0
    for tokens, pad_mask, labels in loader:
        logits = model(tokens, pad_mask)
        loss_sum += F.cross_entropy(logits, labels, reduction="sum").item()
        n += len(labels)
        pred = logits.argmax(1)
        for t, p in zip(labels.tolist(), pred.tolist()):
            confusion[t, p] += 1
    acc = confusion.diag().sum().item() / max(n, 1)
    return {"loss": loss_sum / max(n, 1), "acc": acc, "confusion": confusion}
