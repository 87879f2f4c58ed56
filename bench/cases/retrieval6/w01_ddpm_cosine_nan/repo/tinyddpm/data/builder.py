from torch.utils.data import DataLoader

from ..transforms import build_transforms
from .synthetic import SyntheticShapes


def build_dataset(cfg, split="train"):
    kind = cfg.get("kind", "synthetic")
    transform = build_transforms(cfg.get("transforms", []), train=(split == "train"))
    if kind == "synthetic":
        seed = cfg.get("seed", 0) + (0 if split == "train" else 1000)
        n = cfg.get("num_train", 512) if split == "train" else cfg.get("num_val", 64)
        return SyntheticShapes(num_samples=n, image_size=cfg.get("image_size", 16), seed=seed, transform=transform)
    raise ValueError(f"unsupported data.kind {kind!r}")


def build_dataloader(cfg, split="train"):
    ds = build_dataset(cfg, split)
    return DataLoader(ds, batch_size=cfg.get("batch_size", 32), shuffle=(split == "train"),
                      num_workers=cfg.get("num_workers", 0), drop_last=(split == "train"))
