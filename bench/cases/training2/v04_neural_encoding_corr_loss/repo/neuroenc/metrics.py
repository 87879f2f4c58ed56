import torch


@torch.no_grad()
def per_neuron_correlation(model, loader):
    preds, targets = [], []
    for x, y in loader:
        preds.append(model(x))
        targets.append(y)
    p, t = torch.cat(preds), torch.cat(targets)
    p, t = p - p.mean(0), t - t.mean(0)
    return (p * t).sum(0) / (p.norm(dim=0) * t.norm(dim=0) + 1e-8)
