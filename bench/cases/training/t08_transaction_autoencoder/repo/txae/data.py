"""Synthetic card transactions (30 numeric features, like the usual PCA-anonymised exports).

Normal transactions live on a low-dimensional manifold; frauds (0.5%) are off-manifold.
"""
import torch
from torch.utils.data import TensorDataset

N_FEATURES = 30


def make_transactions(n, fraud_rate=0.005, latent=6, seed=0):
    g = torch.Generator().manual_seed(seed)
    mix = torch.randn(latent, N_FEATURES, generator=torch.Generator().manual_seed(1234))
    z = torch.randn(n, latent, generator=g)
    x = torch.tanh(z @ mix / latent ** 0.5) * 2 + 0.05 * torch.randn(n, N_FEATURES, generator=g)
    is_fraud = torch.rand(n, generator=g) < fraud_rate
    n_fraud = int(is_fraud.sum())
    x[is_fraud] = 1.5 * torch.randn(n_fraud, N_FEATURES, generator=g)
    return x, is_fraud


def normal_only(x, is_fraud):
    """Train on (presumed) normal traffic only."""
    return TensorDataset(x[~is_fraud])
