"""Validation loop."""

import torch

from moeclf.metrics import accuracy, expert_load, load_entropy, max_load_ratio


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    logits_all, targets_all, indices_all = [], [], []
    for x, y in loader:
        logits, routes = model(x)
        logits_all.append(logits)
        targets_all.append(y)
        indices_all.append(routes[0].indices)
    logits = torch.cat(logits_all)
    targets = torch.cat(targets_all)
    load = expert_load(torch.cat(indices_all), model.num_experts)
    model.train()
    return {
        "acc": accuracy(logits, targets),
        "load": load,
        "load_entropy": load_entropy(load),
        "max_load": max_load_ratio(load),
    }
