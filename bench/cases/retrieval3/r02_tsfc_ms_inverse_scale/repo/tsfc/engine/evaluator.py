import torch

from tsfc.metrics import ALL_METRICS


@torch.no_grad()
def evaluate(model, loader, device="cpu", scaler=None, out_cols=None):
    """Metrics over a loader. With a scaler, predictions and targets are mapped back to data units."""
    model.eval()
    preds, targets = [], []
    for batch in loader:
        x, y = batch[0].to(device), batch[1].to(device)
        preds.append(model(x).cpu())
        targets.append(y.cpu())
    pred, target = torch.cat(preds), torch.cat(targets)
    if scaler is not None:
        pred = scaler.inverse_transform(pred, cols=out_cols)
        target = scaler.inverse_transform(target, cols=out_cols)
    return {name: fn(pred, target) for name, fn in ALL_METRICS.items()}
