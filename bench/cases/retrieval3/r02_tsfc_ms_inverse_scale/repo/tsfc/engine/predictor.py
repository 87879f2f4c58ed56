import torch

from tsfc.models import build_model
from tsfc.transforms import build_scaler


class Forecaster:
    """Wraps a trained model + scaler for forecasting from raw (unscaled) history."""

    def __init__(self, model, scaler, lookback, horizon, in_cols, out_cols, columns, device="cpu"):
        self.model = model.to(device).eval()
        self.scaler = scaler
        self.lookback, self.horizon = lookback, horizon
        self.in_cols, self.out_cols = list(in_cols), list(out_cols)
        self.columns = columns
        self.device = device

    @classmethod
    def from_checkpoint(cls, path, cfg, device="cpu"):
        state = torch.load(path, map_location="cpu")
        meta = state["meta"]
        model = build_model(cfg["model"], meta["lookback"], meta["horizon"], len(meta["in_cols"]),
                            len(meta["out_cols"]))
        model.load_state_dict(state["model"])
        scaler = build_scaler(cfg["data"]["scaler"] if cfg["data"]["scale"] else "none")
        scaler.load_state_dict(state["scaler"])
        return cls(model, scaler, meta["lookback"], meta["horizon"], meta["in_cols"], meta["out_cols"],
                   meta["columns"], device)

    @property
    def output_names(self):
        names = [self.columns[i] for i in self.in_cols]
        return [names[j] for j in self.out_cols]

    @torch.no_grad()
    def predict(self, history):
        """history: [T, C_all] raw values (T >= lookback). Returns [horizon, C_out] in data units."""
        x = history[-self.lookback:, self.in_cols]
        x = self.scaler.transform(x)
        y = self.model(x.unsqueeze(0).to(self.device))[0].cpu()
        return self.scaler.inverse_transform(y)

    def rolling(self, values, start, steps):
        out = []
        for t in range(start, start + steps, self.horizon):
            out.append(self.predict(values[:t]))
        return torch.cat(out)[:steps]
