"""Train the shapes classifier.  python train.py [configs/shapes.ini] [section.key=value ...]"""
import sys

import torch
from torch.utils.data import DataLoader

from shapes import config as config_lib
from shapes.callbacks import Checkpoint, FeatureSnapshot, PrintMetrics
from shapes.data import CLASSES, ShapesDataset
from shapes.model import SmallResNet
from shapes.trainer import Trainer


def build(cfg):
    torch.manual_seed(cfg["seed"])
    train_ds = ShapesDataset(cfg["n_train"], seed=cfg["seed"])
    val_ds = ShapesDataset(cfg["n_val"], seed=cfg["seed"] + 1)
    probe = ShapesDataset(cfg["probe_size"], seed=cfg["seed"] + 2)
    model = SmallResNet(len(CLASSES), cfg["width"])
    opt = torch.optim.SGD(model.parameters(), lr=cfg["lr"], momentum=0.9, weight_decay=cfg["weight_decay"],
                          nesterov=True)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, cfg["epochs"])
    callbacks = [PrintMetrics(), Checkpoint(cfg["checkpoint"]),
                 FeatureSnapshot(probe.x, probe.y, cfg["snapshot_every"], cfg["snapshot_dir"])]
    return Trainer(model, opt, DataLoader(train_ds, cfg["batch_size"], shuffle=True),
                   DataLoader(val_ds, 512), callbacks, sched)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    path = argv[0] if argv and not "=" in argv[0] else "configs/shapes.ini"
    overrides = dict(a.split("=", 1) for a in argv if "=" in a)
    cfg = config_lib.load(path, overrides)
    trainer = build(cfg)
    return trainer, trainer.fit(cfg["epochs"])


if __name__ == "__main__":
    main()
