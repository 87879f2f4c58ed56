"""Evaluation loops."""
import torch

from ..metrics import accuracy, agreement


@torch.no_grad()
def evaluate(model, loader, teacher=None):
    was_training = model.training
    model.eval()
    logits, labels, t_logits = [], [], []
    for x, y in loader:
        logits.append(model(x))
        labels.append(y)
        if teacher is not None:
            t_logits.append(teacher(x))
    model.train(was_training)
    logits, labels = torch.cat(logits), torch.cat(labels)
    res = {"acc": accuracy(logits, labels)}
    if teacher is not None:
        res["agreement"] = agreement(logits, torch.cat(t_logits))
    return res
