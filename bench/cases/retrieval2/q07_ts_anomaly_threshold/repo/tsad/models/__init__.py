from .conv_ae import ConvAutoencoder
from .forecaster import GRUForecaster, TCNForecaster
from .lstm_ae import LSTMAutoencoder


def build_model(model_cfg, n_channels, window):
    cfg = dict(model_cfg)
    kind = cfg.pop("kind")
    if kind == "lstm_ae":
        return LSTMAutoencoder(n_channels, **cfg)
    if kind == "conv_ae":
        return ConvAutoencoder(n_channels, window=window, **cfg)
    if kind == "gru_forecast":
        return GRUForecaster(n_channels, **cfg)
    if kind == "tcn_forecast":
        return TCNForecaster(n_channels, **cfg)
    raise ValueError(f"unknown model kind: {kind}")
