"""Training loop."""
import os

import torch
from torch.utils.data import DataLoader

from ..data import build_dataset
from ..losses import build_loss
from ..models import build_model
from ..transforms import build_transforms
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import AverageMeter, get_logger
from ..utils.optim import build_optimizer, build_scheduler
from ..utils.seed import worker_init_fn
from ..utils.geometry import input_to_heatmap
from .evaluator import Evaluator


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.log = get_logger("posekit.train")
        tc = cfg["train"]
        self.model = build_model(cfg)
        self.criterion = build_loss(cfg)
        train_set = build_dataset(cfg, "train", build_transforms(cfg, train=True))
        val_set = build_dataset(cfg, "val", build_transforms(cfg, train=False))
        self.train_loader = DataLoader(train_set, batch_size=tc["batch_size"], shuffle=True,
                                       num_workers=tc.get("num_workers", 0), drop_last=True,
                                       worker_init_fn=worker_init_fn)
        val_loader = DataLoader(val_set, batch_size=tc["batch_size"], shuffle=False,
                                num_workers=tc.get("num_workers", 0))
        self.evaluator = Evaluator(cfg, val_loader)
        self.epochs = tc["epochs"]
        self.optimizer = build_optimizer(self.model.parameters(), cfg["optim"])
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"],
                                         self.epochs * len(self.train_loader))
        self.out_dir = tc.get("out_dir", "runs/pose")

    def _loss(self, batch):
        out = self.model(batch["image"])
        if self.model.head_type == "integral":
            heatmaps, coords = out
            target = input_to_heatmap(batch["keypoints"], self.model.heatmap_stride)
            return self.criterion(coords, target, batch["target_weight"], heatmaps, batch["heatmaps"])
        return self.criterion(out, batch["heatmaps"], batch["target_weight"])

    def train_epoch(self, epoch):
        self.model.train()
        meter = AverageMeter("loss")
        n_iter = len(self.train_loader)
        for it, batch in enumerate(self.train_loader):
            loss = self._loss(batch)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            self.scheduler.step()
            meter.update(loss.item(), batch["image"].shape[0])
            if (it + 1) % self.cfg["train"].get("log_every", 50) == 0 or it + 1 == n_iter:
                self.log.info("[train] epoch %d/%d iter %d/%d | loss %.6f | lr %.2e", epoch,
                              self.epochs, it + 1, n_iter, meter.avg,
                              self.optimizer.param_groups[0]["lr"])
        return meter.avg

    def fit(self):
        best = -1.0
        for epoch in range(1, self.epochs + 1):
            self.train_epoch(epoch)
            res = self.evaluator.run(self.model, epoch)
            score = res.get("PCK@0.2", next(iter(res.values())))
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, self.optimizer, epoch)
            if score > best:
                best = score
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch,
                                {"score": score})
        return best
