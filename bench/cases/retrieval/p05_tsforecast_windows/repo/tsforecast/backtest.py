"""Rolling-origin backtesting of a forecaster over a whole series."""
import torch

from .data.windows import rolling_origin_splits
from .metrics import mae, rmse


def backtest(forecaster, series, input_len, horizon, initial, step):
    errors = []
    for _, end, stop in rolling_origin_splits(len(series), initial, step, horizon):
        if end < input_len:
            continue
        x = series[end - input_len:end].unsqueeze(0)
        y = series[end:stop].unsqueeze(0)
        with torch.no_grad():
            pred = forecaster(x)
        errors.append({"origin": end, "mae": mae(pred, y), "rmse": rmse(pred, y)})
    return errors


def summarize(errors):
    if not errors:
        return {"folds": 0}
    return {"folds": len(errors),
            "mae": sum(e["mae"] for e in errors) / len(errors),
            "rmse": sum(e["rmse"] for e in errors) / len(errors)}
