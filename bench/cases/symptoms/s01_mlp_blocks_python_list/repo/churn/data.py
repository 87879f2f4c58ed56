"""Synthetic customer-churn table (we cannot ship the real export).

Same columns as the CRM export: 11 numeric columns and the contract plan
(categorical, 4 values).
"""
import numpy as np
import torch
from torch.utils.data import Dataset

NUMERIC = [
    "tenure_months", "monthly_charges", "total_charges", "support_calls",
    "num_products", "days_since_login", "contract_len", "discount",
    "payment_delay", "age", "satisfaction",
]
PLANS = ["basic", "standard", "family", "business"]


def make_churn_data(n, seed=0):
    rng = np.random.default_rng(seed)
    z = rng.normal(size=(n, len(NUMERIC))).astype(np.float32)
    plan = rng.integers(0, len(PLANS), size=n)
    logit = (1.6 * z[:, 3] - 1.2 * z[:, 0] + 1.4 * z[:, 5] * (z[:, 6] < 0)
             + 1.3 * np.tanh(2 * z[:, 8]) - 1.1 * z[:, 10] + 0.8 * z[:, 1] * z[:, 7]
             + 0.1 * (plan == 3))
    y = (logit + 0.3 * rng.normal(size=n) > np.median(logit)).astype(np.int64)
    # raw-looking scales, like in the export
    scale = np.array([24, 30, 900, 2, 1.5, 20, 12, 0.1, 5, 15, 1.0], dtype=np.float32)
    shift = np.array([30, 70, 2000, 3, 2, 15, 12, 0.1, 3, 45, 3.0], dtype=np.float32)
    return z * scale + shift, plan, y


class Standardizer:
    def fit(self, x):
        self.mean = x.mean(0)
        self.std = x.std(0) + 1e-6
        return self

    def __call__(self, x):
        return (x - self.mean) / self.std


class ChurnDataset(Dataset):
    def __init__(self, numeric, plan, y, scaler):
        self.numeric = torch.as_tensor(scaler(numeric), dtype=torch.float32)
        self.plan = torch.as_tensor(plan, dtype=torch.long)
        self.y = torch.as_tensor(y, dtype=torch.long)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.numeric[i], self.plan[i], self.y[i]
