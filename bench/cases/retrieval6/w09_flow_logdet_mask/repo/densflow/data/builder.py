import torch
from torch.utils.data import DataLoader, TensorDataset

from .gaussian import CorrelatedGaussian
from .toy2d import Checkerboard, Rings, TwoMoons
from .transforms import Standardize

_TOY = {"moons": TwoMoons, "checkerboard": Checkerboard, "rings": Rings,
        "gaussian": CorrelatedGaussian}


def _make(data_cfg, n, seed):
    name = data_cfg.get("name", "moons")
    cls = _TOY[name]
    kwargs = {"n": n, "seed": seed}
    if name == "gaussian":
        kwargs["dim"] = data_cfg.get("dim", 6)
    return cls(**kwargs)


def build_datasets(cfg):
    d = cfg.data
    if d.get("kind", "synthetic") != "synthetic":
        raise ValueError("only synthetic datasets are bundled")
    seed = d.get("seed", 0)
    raw = {"train": _make(d, d.get("num_train", 4000), seed),
           "val": _make(d, d.get("num_val", 1000), seed + 1),
           "test": _make(d, d.get("num_test", 1000), seed + 2)}
    scaler = Standardize().fit(raw["train"].tensors[0]) if d.get("standardize", True) else None
    out = {}
    for split, ds in raw.items():
        x = ds.tensors[0]
        out[split] = TensorDataset(scaler(x) if scaler else x)
    meta = {"dim": raw["train"].dim, "scaler": scaler,
            "entropy": raw["test"].entropy() if hasattr(raw["test"], "entropy") else None}
    return out, meta


def build_dataloaders(cfg):
    datasets, meta = build_datasets(cfg)
    bs = cfg.data.get("batch_size", 256)
    g = torch.Generator().manual_seed(cfg.get("seed", 0))
    loaders = {s: DataLoader(ds, batch_size=bs, shuffle=(s == "train"), generator=g,
                             drop_last=(s == "train"))
               for s, ds in datasets.items()}
    return loaders, meta
