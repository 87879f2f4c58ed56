import os

import torch
from torch.utils.data import DataLoader

from ..data import RectanglesDataset, detection_collate, Compose, RandomHorizontalFlip
from ..losses import DetectionLoss
from ..models import build_detector
from ..ops import Matcher
from ..utils import MetricLogger, get_logger, seed_everything
from .evaluator import evaluate


def build_loaders(cfg):
    d = cfg["data"]
    kw = dict(image_size=d["image_size"], max_objects=d["max_objects"], min_size=d["min_size"],
              max_size=d["max_size"], noise_std=d["noise_std"])
    train = RectanglesDataset(d["num_train"], seed=cfg["seed"],
                              transforms=Compose([RandomHorizontalFlip(0.5)]), **kw)
    val = RectanglesDataset(d["num_val"], seed=cfg["seed"] + 1, **kw)
    bs = cfg["train"]["batch_size"]
    return (DataLoader(train, bs, shuffle=True, collate_fn=detection_collate),
            DataLoader(val, bs, shuffle=False, collate_fn=detection_collate))


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        seed_everything(cfg["seed"])
        self.log = get_logger()
        self.model = build_detector(cfg)
        m, l = cfg["matcher"], cfg["loss"]
        self.criterion = DetectionLoss(
            self.model.box_coder, Matcher(m["pos_iou"], m["neg_iou"], m["allow_low_quality"]),
            cfg["model"]["num_classes"], l["focal_alpha"], l["focal_gamma"], l["box_beta"])
        t = cfg["train"]
        self.opt = torch.optim.AdamW(self.model.parameters(), lr=t["lr"],
                                     weight_decay=t["weight_decay"])
        self.train_loader, self.val_loader = build_loaders(cfg)
        steps = t["epochs"] * len(self.train_loader)
        self.sched = torch.optim.lr_scheduler.OneCycleLR(self.opt, t["lr"], total_steps=steps,
                                                         pct_start=0.15)

    def train_one_epoch(self, epoch):
        self.model.train()
        meter = MetricLogger()
        for images, targets in self.train_loader:
            cls, box, anchors = self.model(images)
            losses = self.criterion(cls, box, anchors, targets)
            loss = losses["loss_cls"] + losses["loss_box"]
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            self.sched.step()
            meter.update(len(images), loss=loss.item(),
                         **{k: v.item() if torch.is_tensor(v) else v for k, v in losses.items()})
        self.log.info(f"epoch {epoch:02d}  {meter}")
        return meter.averages()

    def fit(self):
        for epoch in range(1, self.cfg["train"]["epochs"] + 1):
            self.train_one_epoch(epoch)
        metrics = evaluate(self.model, self.val_loader, self.cfg["test"],
                           self.cfg["model"]["num_classes"])
        self.log.info("val  " + "  ".join(f"{k}={v:.3f}" for k, v in metrics.items()))
        out = self.cfg["train"]["out_dir"]
        if out:
            os.makedirs(out, exist_ok=True)
            torch.save({"model": self.model.state_dict(), "cfg": self.cfg},
                       os.path.join(out, "last.pt"))
        return metrics
