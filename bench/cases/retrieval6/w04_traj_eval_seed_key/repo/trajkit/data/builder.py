from functools import partial

from torch.utils.data import DataLoader

from .collate import collate_scenes
from .dataset import TrajectoryDataset


def build_dataloader(cfg, split="train"):
    if cfg.get("kind", "synthetic") != "synthetic":
        raise ValueError("only data.kind=synthetic is bundled (see README for ETH/UCY conversion)")
    train = split == "train"
    ds = TrajectoryDataset.synthetic(
        cfg.get("num_train_scenes", 150) if train else cfg.get("num_val_scenes", 40),
        seed=cfg.get("seed", 0) + (0 if train else 100),
        obs_len=cfg.get("obs_len", 8), pred_len=cfg.get("pred_len", 12),
        kind=cfg.get("agent_kind", "pedestrian"),
    )
    return DataLoader(ds, batch_size=cfg.get("batch_size", 32), shuffle=train,
                      collate_fn=partial(collate_scenes, max_neighbors=cfg.get("max_neighbors", 8)))
