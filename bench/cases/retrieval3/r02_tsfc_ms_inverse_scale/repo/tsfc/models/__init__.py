from tsfc.models.dlinear import DLinear
from tsfc.models.lstm import LSTMForecaster
from tsfc.models.patchtst import PatchTST


def build_model(cfg, lookback, horizon, c_in, c_out):
    name = cfg["name"]
    if name == "dlinear":
        return DLinear(lookback, horizon, c_in, c_out, cfg["kernel_size"], cfg["individual"])
    if name == "patchtst":
        return PatchTST(lookback, horizon, c_in, c_out, cfg["patch_len"], cfg["stride"], cfg["d_model"],
                        cfg["n_heads"], cfg["n_layers"])
    if name == "lstm":
        return LSTMForecaster(c_in, c_out, horizon, cfg["hidden"], cfg["n_layers"])
    raise KeyError(name)
