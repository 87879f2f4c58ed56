import torch
import yaml
from torch.utils.data import DataLoader

from ..data import ShapeScenes, build_joint_transforms
from ..losses import build_loss
from ..models import build_model


def load_config(path, overrides=None):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    for key, val in (overrides or {}).items():
        node = cfg
        *parents, leaf = key.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = val
    return cfg


def build_datasets(cfg):
    d = cfg["data"]
    common = dict(num_classes=d["num_classes"], image_size=d["image_size"],
                  max_shapes=d.get("max_shapes", 3), ignore_index=d.get("ignore_index", 255))
    train = ShapeScenes(d["num_train"], seed=0, transform=build_joint_transforms(d, True), **common)
    val = ShapeScenes(d["num_val"], seed=1, transform=None, **common)
    return train, val


def build_everything(cfg):
    train_ds, val_ds = build_datasets(cfg)
    bs = cfg["train"]["batch_size"]
    train_loader = DataLoader(train_ds, batch_size=bs, shuffle=True, drop_last=True)
    val_loader = DataLoader(val_ds, batch_size=bs)
    nc = cfg["data"]["num_classes"]
    model = build_model(cfg["model"], nc)
    criterion = build_loss(cfg.get("loss", {}), nc, cfg["data"].get("ignore_index", 255))
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg["optim"]["lr"],
                                  weight_decay=cfg["optim"].get("weight_decay", 0.0))
    return model, criterion, optimizer, train_loader, val_loader
