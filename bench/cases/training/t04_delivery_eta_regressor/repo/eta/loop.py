import torch
import torch.nn.functional as F

from .model import l2_penalty


def train_epoch(model, loader, optimizer, x_scaler, y_scaler, l2=1e-4, huber_delta=5.0):
    """One epoch. The loss is a Huber loss in minutes so that `huber_delta` has a unit."""
    model.train()
    total_loss, total_abs, n = 0.0, 0.0, 0
    for numeric, categorical, minutes in loader:
        pred_scaled = model(x_scaler.transform(numeric), categorical)
        pred_minutes = y_scaler.inverse_transform(pred_scaled)
        loss = F.huber_loss(pred_minutes, minutes, delta=huber_delta) + l2 * l2_penalty(model)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total_loss += loss.item() * len(minutes)
        total_abs += (pred_minutes - minutes).abs().sum().item()
        n += len(minutes)
    return total_loss / n, total_abs / n


@torch.no_grad()
def evaluate(model, loader, x_scaler, y_scaler):
    model.eval()
    total_abs, n = 0.0, 0
    for numeric, categorical, minutes in loader:
        pred = y_scaler.inverse_transform(model(x_scaler.transform(numeric), categorical))
        total_abs += (pred - minutes).abs().sum().item()
        n += len(minutes)
    return total_abs / n
