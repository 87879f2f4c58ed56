"""Synthetic telecom customers. Numeric features are standardized, categoricals are integer codes."""
import torch
from torch.utils.data import TensorDataset

NUMERIC = ["tenure_months", "monthly_charges", "support_calls", "data_gb", "late_payments", "age"]
CATEGORICAL = {"contract": 3, "payment_method": 4, "region": 12, "device_tier": 5}


def make_customers(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    num = torch.randn(n, len(NUMERIC), generator=g)
    cat = torch.stack([torch.randint(0, k, (n,), generator=g) for k in CATEGORICAL.values()], dim=1)
    w_gen = torch.Generator().manual_seed(99)            # fixed "true" churn process
    w = torch.tensor([-1.2, 0.8, 0.9, -0.3, 0.7, -0.2])
    contract_eff = torch.tensor([1.0, -0.5, -1.5])
    pay_eff = torch.randn(4, generator=w_gen) * 0.5
    region_eff = torch.randn(12, generator=w_gen) * 0.4
    logit = num @ w + contract_eff[cat[:, 0]] + pay_eff[cat[:, 1]] + region_eff[cat[:, 2]]
    logit = logit + 0.8 * num[:, 1] * (cat[:, 0] == 0).float() - 1.0   # month-to-month customers are price sensitive
    y = (torch.rand(n, generator=g) < torch.sigmoid(logit)).float()
    return TensorDataset(num, cat, y)
