import math

import torch
import torch.nn.functional as F


def train_one_epoch(model, loader, optimizer, meter, log_every=0, log=print):
    model.train()
    for step, (cats, dense, y) in enumerate(loader, 1):
        logits = model(cats, dense)
        loss = F.binary_cross_entropy_with_logits(logits, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        meter.update(loss.item(), n=len(y))
        if log_every and step % log_every == 0:
            log(f"  step {step:5d}  loss {meter.avg:.4f}")
    return meter.global_avg


def roc_auc(scores, labels):
    order = torch.argsort(scores)
    ranks = torch.empty_like(order, dtype=torch.float64)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=torch.float64)
    n_pos = labels.sum().item()
    n_neg = len(labels) - n_pos
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    return ((ranks[labels == 1].sum().item() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    scores, labels = [], []
    for cats, dense, y in loader:
        scores.append(model(cats, dense))
        labels.append(y)
    scores, labels = torch.cat(scores), torch.cat(labels)
    logloss = F.binary_cross_entropy_with_logits(scores, labels).item()
    return {"logloss": logloss, "auc": roc_auc(scores, labels),
            "ctr_pred": torch.sigmoid(scores).mean().item(), "ctr_true": labels.mean().item(),
            "calibration": math.log(max(torch.sigmoid(scores).mean().item(), 1e-9) /
                                    max(labels.mean().item(), 1e-9))}
