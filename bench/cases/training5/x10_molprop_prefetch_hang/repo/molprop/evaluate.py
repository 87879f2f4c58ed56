import torch


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    se, ae, n = 0.0, 0.0, 0
    for x, adj, mask, y in loader:
        pred = model(x, adj, mask)
        se += (pred - y).pow(2).sum().item()
        ae += (pred - y).abs().sum().item()
        n += len(y)
    return {"rmse": (se / n) ** 0.5, "mae": ae / n}
