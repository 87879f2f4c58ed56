import torch


@torch.no_grad()
def evaluate(model, loader, y_scaler):
    model.eval()
    preds, targets = [], []
    for x, y in loader:
        preds.append(model(x).reshape(-1))
        targets.append(y.reshape(-1))
    p = y_scaler.inverse(torch.cat(preds))
    t = y_scaler.inverse(torch.cat(targets))
    rmse = (p - t).pow(2).mean().sqrt().item()
    mape = ((p - t).abs() / t.abs()).mean().item() * 100
    return {"rmse": rmse, "mape": mape}


def seasonal_naive_rmse(loader, y_scaler, lag_col):
    """RMSE of predicting load[t] by load[t-24] (a column of the design matrix)."""
    errs = []
    for x, y in loader:
        errs.append(x[:, lag_col] - y)
    e = torch.cat(errs) * y_scaler.std
    return e.pow(2).mean().sqrt().item()
