import math

import torch
import torch.nn.functional as F


def train_epoch(model, loader, optimizer):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        loss = F.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(x)
        n += len(x)
    return total / n


@torch.no_grad()
def evaluate(model, loader, target_scaler):
    """RMSE / MAE in the original unit (MWh per building-day)."""
    model.eval()
    se, ae, n = 0.0, 0.0, 0
    for x, y in loader:
        pred = target_scaler.inverse_transform(model(x))
        y = target_scaler.inverse_transform(y)
        se += ((pred - y) ** 2).sum().item()
        ae += (pred - y).abs().sum().item()
        n += len(x)
    return {"rmse": math.sqrt(se / n), "mae": ae / n}
