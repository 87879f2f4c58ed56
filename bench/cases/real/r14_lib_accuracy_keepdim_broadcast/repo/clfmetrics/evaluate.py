import torch

from .metrics import accuracy, macro_f1, topk_accuracy


@torch.no_grad()
def evaluate(model, loader, loss_fn=None, k=5):
    """Run `model` over `loader` ((x, y) batches) and return a dict of metrics."""
    was_training = model.training
    model.eval()
    logits, targets = [], []
    for x, y in loader:
        logits.append(model(x))
        targets.append(y)
    logits, targets = torch.cat(logits), torch.cat(targets)
    out = {"accuracy": accuracy(logits, targets),
           f"top{k}": topk_accuracy(logits, targets, k),
           "macro_f1": macro_f1(logits, targets)}
    if loss_fn is not None:
        out["loss"] = loss_fn(logits, targets).item()
    model.train(was_training)
    return out
