import torch

from ..metrics import HorizonErrors


def naive_forecast(history, horizon, target_idx, season=1):
    last = history[-season:, target_idx]
    reps = (horizon + season - 1) // season
    return last.repeat(reps)[:horizon]


@torch.no_grad()
def rolling_origin_backtest(model, values, target_idx, input_len, horizon, first_origin, step=24):
    model.eval()
    model_err = HorizonErrors(horizon)
    naive_err = HorizonErrors(horizon)
    origin = max(first_origin, input_len)
    while origin + horizon <= values.size(0):
        x = values[origin - input_len:origin].unsqueeze(0)
        y = values[origin:origin + horizon, target_idx].unsqueeze(0)
        model_err.update(model(x), y)
        naive_err.update(naive_forecast(values[:origin], horizon, target_idx).unsqueeze(0), y)
        origin += step
    return model_err.summary(), naive_err.summary()
