"""Synthetic ICU stays.

Each stay has a string id (as in the hospital export, e.g. "ST-004217"), 20 summary features of
the first 24 h (vitals min/max/mean, labs, GCS, age, ...) and the in-hospital mortality label
(~15% positive)."""
import torch

FEATURES = [
    "age", "hr_mean", "hr_max", "sbp_min", "map_min", "rr_max", "spo2_min", "temp_max",
    "gcs_min", "lactate_max", "creatinine_max", "bun_max", "wbc_max", "platelets_min",
    "bilirubin_max", "sodium_min", "potassium_max", "glucose_max", "urine_output", "vent",
]


def load_stays(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(FEATURES), generator=g)
    w = torch.linspace(-1.0, 1.0, len(FEATURES)) * torch.tensor(
        [1.0 if i % 3 else -0.5 for i in range(len(FEATURES))])
    risk = x @ w * 0.6 + 0.8 * x[:, 9] * (x[:, 8] < 0) + 0.5 * x[:, 0] ** 2 - 2.3
    y = (torch.rand(n, generator=g) < torch.sigmoid(risk)).float()
    ids = [f"ST-{i:06d}" for i in range(n)]
    return ids, x, y
