"""Supervised training (used for teachers and for student baselines)."""
import os

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from ..data import build_dataset
from ..models import build_model
from ..transforms import build_transforms
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import AverageMeter, get_logger
from ..utils.optim import build_optimizer, build_scheduler
from .evaluator import evaluate


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        tc = cfg["train"]
        self.log = get_logger("distilkit.train")
        nc = cfg["data"]["num_classes"]
        self.model = build_model(cfg["model"], nc)
        self.loader = DataLoader(build_dataset(cfg, "train", build_transforms(True)), batch_size=tc["batch_size"],
                                 shuffle=True, num_workers=tc.get("num_workers", 0), drop_last=True)
        self.val_loader = DataLoader(build_dataset(cfg, "val", build_transforms(False)), batch_size=256)
        self.accum_steps = int(tc.get("accum_steps", 1))
        self.clip_norm = float(tc.get("clip_norm", 0.0))
        self.optimizer = build_optimizer(self.model.parameters(), cfg["optim"])
        self.epochs = tc["epochs"]
        steps = self.epochs * len(self.loader) // self.accum_steps
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"], steps)
        self.out_dir = tc["out_dir"]

    def train_step(self, images, labels, step):
        loss = F.cross_entropy(self.model(images), labels)
        (loss / self.accum_steps).backward()
        if (step + 1) % self.accum_steps == 0:
            if self.clip_norm > 0:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip_norm)
            self.optimizer.step()
            self.optimizer.zero_grad(set_to_none=True)
            self.scheduler.step()
        return loss.item()

    def fit(self):
        best = 0.0
        self.optimizer.zero_grad(set_to_none=True)
        for epoch in range(1, self.epochs + 1):
            self.model.train()
            meter = AverageMeter()
            for step, (x, y) in enumerate(self.loader):
                meter.update(self.train_step(x, y, step), y.numel())
            res = evaluate(self.model, self.val_loader)
            self.log.info("epoch %d loss %.4f val_acc %.4f", epoch, meter.avg, res["acc"])
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, None, epoch)
            if res["acc"] > best:
                best = res["acc"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch, res)
        return best
