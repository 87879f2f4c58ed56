from .linear import DLinear
from .lstm import LSTMForecaster
from .tcn import TCNForecaster


def build_model(cfg, n_features, input_len, horizon):
    name = cfg["name"]
    if name == "lstm":
        return LSTMForecaster(n_features, horizon, cfg.get("hidden", 64), cfg.get("layers", 2), cfg.get("dropout", 0.1))
    if name == "tcn":
        return TCNForecaster(n_features, horizon, cfg.get("channels", 32), cfg.get("levels", 4), cfg.get("kernel", 3))
    if name == "dlinear":
        return DLinear(input_len, horizon, cfg.get("moving_avg", 25))
    raise ValueError(name)


__all__ = ["DLinear", "LSTMForecaster", "TCNForecaster", "build_model"]
