import torch
from torch.utils.data import DataLoader

from ..transforms import build_transforms
from .dataset import FlowDataset
from .synthetic import SyntheticTranslationFlow

_SPLIT_SEEDS = {"train": 0, "val": 1, "test": 2}


def build_dataset(data_cfg, split):
    if data_cfg.get("kind", "synthetic") != "synthetic":
        raise ValueError("only data.kind=synthetic is bundled")
    src = SyntheticTranslationFlow(num_samples=data_cfg.get(f"num_{split}", 128),
                                   size=data_cfg.get("size", 32),
                                   max_flow=data_cfg.get("max_flow", 3.0),
                                   seed=data_cfg.get("seed", 0) * 10 + _SPLIT_SEEDS[split])
    tf_specs = data_cfg.get("train_transforms", []) if split == "train" else data_cfg.get(
        "eval_transforms", [])
    return FlowDataset(src, build_transforms(tf_specs))


def build_dataloaders(cfg, splits=("train", "val")):
    loaders = {}
    for split in splits:
        ds = build_dataset(cfg.data, split)
        g = torch.Generator().manual_seed(cfg.get("seed", 0))
        loaders[split] = DataLoader(ds, batch_size=cfg.data.get("batch_size", 16),
                                    shuffle=split == "train", generator=g,
                                    num_workers=cfg.data.get("num_workers", 0),
                                    drop_last=split == "train")
    return loaders
