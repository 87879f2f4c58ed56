from functools import partial

from torch.utils.data import DataLoader

from .coco_tensor import CocoTensorDataset
from .collate import collate_detection
from .shapes import ShapesDataset
from .transforms import build_transforms


def build_dataset(cfg, train: bool):
    d = cfg.dataset
    tfm = build_transforms(cfg.input, train)
    if d["type"] == "shapes":
        n = d["num_images"] if train else d["num_val"]
        return ShapesDataset(n, d["classes"], d.get("min_side", 256), d.get("max_side", 480),
                             seed=0 if train else 1, transforms=tfm)
    if d["type"] == "coco_tensor":
        split = d["train"] if train else d["val"]
        return CocoTensorDataset(split["ann_file"], split["image_root"], transforms=tfm)
    raise KeyError(d["type"])


def build_loader(cfg, train: bool):
    ds = build_dataset(cfg, train)
    return DataLoader(ds, batch_size=cfg.solver.batch_size if train else 1, shuffle=train,
                      collate_fn=partial(collate_detection, size_divisibility=cfg.input.size_divisibility),
                      num_workers=cfg.dataset.get("num_workers", 0), drop_last=train)
