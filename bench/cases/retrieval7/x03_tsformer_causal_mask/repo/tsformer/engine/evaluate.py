import numpy as np
import torch

from tsformer.metrics import METRICS


@torch.no_grad()
def evaluate_forecast(model, loader, scaler=None, metrics=("mae", "rmse")):
    """Roll the model out on every window; metrics in original units if scaler given."""
    model.eval()
    preds, targets = [], []
    for ctx, tgt in loader:
        preds.append(model.predict(ctx).numpy())
        targets.append(tgt.numpy())
    pred, target = np.concatenate(preds), np.concatenate(targets)
    if scaler is not None:
        C = pred.shape[-1]
        pred = scaler.inverse_transform(pred.reshape(-1, C)).reshape(pred.shape)
        target = scaler.inverse_transform(target.reshape(-1, C)).reshape(target.shape)
    return {m: METRICS[m](pred, target) for m in metrics}
