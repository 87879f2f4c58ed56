"""DataLoader construction and collate functions."""
import torch
from torch.utils.data import DataLoader

from .synthetic import SyntheticTextures


def collate_two_views(batch):
    """[((v1, v2), y), ...] -> (v1 [B,C,H,W], v2 [B,C,H,W], y [B])."""
    v1 = torch.stack([b[0][0] for b in batch])
    v2 = torch.stack([b[0][1] for b in batch])
    y = torch.tensor([b[1] for b in batch], dtype=torch.long)
    return v1, v2, y


def collate_labeled(batch):
    x = torch.stack([b[0] for b in batch])
    y = torch.tensor([b[1] for b in batch], dtype=torch.long)
    return x, y


def make_pretrain_loader(cfg, transform):
    d = cfg["data"]
    ds = SyntheticTextures(d["n_train"], d["image_size"], d["num_classes"], seed=cfg["seed"],
                           transform=transform)
    g = torch.Generator().manual_seed(cfg["seed"])
    return DataLoader(ds, batch_size=cfg["train"]["batch_size"], shuffle=True, drop_last=True,
                      collate_fn=collate_two_views, generator=g)


def make_eval_loaders(cfg, batch_size=256):
    d = cfg["data"]
    tr = SyntheticTextures(d["n_train"], d["image_size"], d["num_classes"], seed=cfg["seed"])
    te = SyntheticTextures(d["n_test"], d["image_size"], d["num_classes"], seed=cfg["seed"] + 1)
    return (DataLoader(tr, batch_size=batch_size, shuffle=False, collate_fn=collate_labeled),
            DataLoader(te, batch_size=batch_size, shuffle=False, collate_fn=collate_labeled))
