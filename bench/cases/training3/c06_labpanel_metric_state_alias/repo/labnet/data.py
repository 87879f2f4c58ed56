"""Synthetic lab panels (standardized analyte values) with multi-label diagnosis codes."""
import torch
from torch.utils.data import TensorDataset

ANALYTES = 48
DIAGNOSES = 20


def make_panels(n, seed=0, missing_rate=0.15):
    g = torch.Generator().manual_seed(seed)
    W = torch.randn(ANALYTES, DIAGNOSES, generator=torch.Generator().manual_seed(123)) * 0.35
    latent = torch.randn(n, 8, generator=g)
    mix = torch.randn(8, ANALYTES, generator=torch.Generator().manual_seed(321)) * 0.6
    x = latent @ mix + torch.randn(n, ANALYTES, generator=g)
    logits = x @ W + 0.5 * (x[:, :DIAGNOSES] * x[:, DIAGNOSES:2 * DIAGNOSES]) - 2.0
    y = (torch.rand(n, DIAGNOSES, generator=g) < torch.sigmoid(logits)).float()
    missing = torch.rand(n, ANALYTES, generator=g) < missing_rate
    x = torch.where(missing, torch.zeros_like(x), x)
    return TensorDataset(torch.cat([x, missing.float()], dim=1), y)
