"""Synthetic field records.

16 features per field-season (standardized before training): seasonal rainfall, growing degree
days, heat-stress days, soil N / P / K, pH, organic matter, sowing date, seed rate, ...
Target: yield in quintals per hectare (~50 q/ha, typical range 20-80).
"""
import torch
from torch.utils.data import TensorDataset

FEATURES = ["rain_mm", "gdd", "heat_days", "soil_n", "soil_p", "soil_k", "ph", "organic_matter",
            "sowing_doy", "seed_rate", "irrigated", "slope", "clay_pct", "sand_pct",
            "prev_crop_legume", "pest_index"]


def synth_fields(n, seed=0):
    w = torch.randn(len(FEATURES), generator=torch.Generator().manual_seed(1234))
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(FEATURES), generator=g)
    rain, heat, soil_n, ph = x[:, 0], x[:, 2], x[:, 3], x[:, 6]
    y = (50.0
         + 30.0 * torch.sin(x @ w / 3.0)
         + 5.0 * rain * soil_n
         - 4.0 * torch.relu(heat) ** 2
         - 3.0 * ph ** 2
         + 1.0 * torch.randn(n, generator=g))
    return x, y.unsqueeze(1)


class Standardizer:
    def fit(self, x):
        self.mean, self.std = x.mean(0), x.std(0)
        return self

    def transform(self, x):
        return (x - self.mean) / self.std


def make_datasets(n_train, n_val, seed=0):
    x_tr, y_tr = synth_fields(n_train, seed)
    x_va, y_va = synth_fields(n_val, seed + 1)
    scaler = Standardizer().fit(x_tr)
    return (TensorDataset(scaler.transform(x_tr), y_tr),
            TensorDataset(scaler.transform(x_va), y_va), scaler)
