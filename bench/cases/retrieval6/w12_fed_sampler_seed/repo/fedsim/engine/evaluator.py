import torch

from ..metrics import per_class_accuracy


@torch.no_grad()
def evaluate_global(model, loader, num_classes):
    was_training = model.training
    model.eval()
    preds, targets, loss, n = [], [], 0.0, 0
    for x, y in loader:
        logits = model(x)
        loss += torch.nn.functional.cross_entropy(logits, y, reduction="sum").item()
        preds.append(logits.argmax(1))
        targets.append(y)
        n += y.numel()
    model.train(was_training)
    preds, targets = torch.cat(preds), torch.cat(targets)
    return {"test_acc": (preds == targets).float().mean().item(), "test_loss": loss / max(n, 1),
            "per_class": per_class_accuracy(preds, targets, num_classes)}
