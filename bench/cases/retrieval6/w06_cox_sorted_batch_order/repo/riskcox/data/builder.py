import torch
from torch.utils.data import DataLoader

from .collate import SurvivalCollate
from .dataset import SurvivalDataset
from .preprocess import Standardizer
from .synthetic import simulate_cohort


def build_dataloaders(cfg):
    """Returns (train_loader, val_loader, standardizer)."""
    if cfg.get("kind", "synthetic") != "synthetic":
        raise ValueError("only data.kind=synthetic is bundled; build a SurvivalDataset from your table")
    x, t, e, _ = simulate_cohort(cfg.get("num_samples", 1000), cfg.get("num_features", 8),
                                 cfg.get("censor_rate", 0.3), seed=cfg.get("seed", 0))
    g = torch.Generator().manual_seed(cfg.get("seed", 0))
    perm = torch.randperm(x.shape[0], generator=g)
    n_val = int(cfg.get("val_fraction", 0.25) * x.shape[0])
    val_idx, train_idx = perm[:n_val], perm[n_val:]
    scaler = Standardizer().fit(x[train_idx])
    full = SurvivalDataset(scaler.transform(x), t, e)
    collate = SurvivalCollate(sort_by_duration=cfg.get("sort_by_duration", False))
    train = DataLoader(full.subset(train_idx), batch_size=cfg.get("batch_size", 64), shuffle=True,
                       drop_last=True, collate_fn=collate)
    val = DataLoader(full.subset(val_idx), batch_size=cfg.get("eval_batch_size", 1024), shuffle=False,
                     collate_fn=SurvivalCollate(sort_by_duration=False))
    return train, val, scaler
