"""Latent-factor simulation of clip embeddings and their tags."""
import torch
from torch.utils.data import TensorDataset


def simulate_embeddings(n, emb_dim=512, n_tags=500, n_factors=32, seed=0):
    g_fixed = torch.Generator().manual_seed(4242)       # the "world": factor loadings
    to_emb = torch.randn(n_factors, emb_dim, generator=g_fixed) / n_factors ** 0.5
    to_tag = torch.randn(n_factors, n_tags, generator=g_fixed) * 1.5
    tag_bias = -3.0 - 2.0 * torch.rand(n_tags, generator=g_fixed)   # most tags are rare
    g = torch.Generator().manual_seed(seed)
    z = torch.randn(n, n_factors, generator=g)
    x = z @ to_emb + 0.3 * torch.randn(n, emb_dim, generator=g)
    p = torch.sigmoid(z @ to_tag / n_factors ** 0.5 * 3.0 + tag_bias)
    y = (torch.rand(n, n_tags, generator=g) < p).float()
    return x, y


def make_datasets(cfg):
    x_tr, y_tr = simulate_embeddings(cfg["n_train"], cfg["emb_dim"], cfg["n_tags"], seed=cfg["seed"])
    x_va, y_va = simulate_embeddings(cfg["n_val"], cfg["emb_dim"], cfg["n_tags"], seed=cfg["seed"] + 1)
    return TensorDataset(x_tr, y_tr), TensorDataset(x_va, y_va)
