from torch.utils.data import DataLoader

from ..transforms import RandomGain
from .synthetic import SyntheticMixtures


def build_dataloader(cfg, split="train"):
    if cfg.get("kind", "synthetic") != "synthetic":
        raise ValueError("only data.kind=synthetic is bundled")
    train = split == "train"
    augment = RandomGain(*cfg.get("gain_db", [-3.0, 3.0])) if train and cfg.get("augment", False) else None
    ds = SyntheticMixtures(
        num_examples=cfg.get("num_train", 200) if train else cfg.get("num_val", 40),
        num_sources=cfg.get("num_sources", 2),
        sample_rate=cfg.get("sample_rate", 8000),
        seconds=cfg.get("seconds", 0.5),
        seed=cfg.get("seed", 0) + (0 if train else 777),
        augment=augment,
    )
    bs = cfg.get("batch_size", 8) if train else cfg.get("val_batch_size", cfg.get("batch_size", 8))
    return DataLoader(ds, batch_size=bs, shuffle=train, drop_last=train)
