import numpy as np
import torch
from torch.utils.data import DataLoader

from tinydepth.data.synthetic import SyntheticSceneDataset
from tinydepth.data.transforms import build_transforms


def collate_depth(batch):
    images = torch.from_numpy(np.stack([b["image"] for b in batch]))
    depths = torch.from_numpy(np.stack([b["depth"] for b in batch]))
    return {"image": images, "depth": depths}


def build_dataloader(cfg, split="train"):
    dcfg = cfg.data
    train = split == "train"
    n = dcfg.num_train if train else dcfg.num_val
    seed = cfg.seed if train else cfg.seed + 7919
    transform = build_transforms(dcfg.get("augment"), train=train, seed=cfg.seed)
    dataset = SyntheticSceneDataset(
        n, height=dcfg.height, width=dcfg.width, min_depth=dcfg.min_depth,
        max_depth=dcfg.max_depth, sparsity=dcfg.sparsity, seed=seed, transform=transform,
    )
    generator = torch.Generator().manual_seed(cfg.seed)
    return DataLoader(
        dataset, batch_size=cfg.train.batch_size, shuffle=train, drop_last=train,
        num_workers=cfg.train.get("num_workers", 0), collate_fn=collate_depth, generator=generator,
    )
