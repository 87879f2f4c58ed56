"""Training loop for clip classifiers."""
import os
import resource

import torch
from torch.utils.data import DataLoader

from ..data import build_dataset, build_sampler
from ..losses import LabelSmoothingCE
from ..models import build_model
from ..transforms import build_transforms
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import AverageMeter, Timer, get_logger
from ..utils.optim import build_optimizer, build_scheduler
from ..utils.seed import worker_init_fn
from .evaluator import evaluate_multiclip


def _max_rss_gb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024 ** 2


class VideoTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        tc = cfg["train"]
        self.log = get_logger("vidact.train")
        train_set = build_dataset(cfg, "train", build_sampler(cfg, True), build_transforms(cfg, True))
        val_set = build_dataset(cfg, "val", build_sampler(cfg, False), build_transforms(cfg, False))
        nw = tc.get("num_workers", 0)
        persistent = bool(tc.get("persistent_workers", False)) and nw > 0
        self.loader = DataLoader(train_set, batch_size=tc["batch_size"], shuffle=True, num_workers=nw,
                                 drop_last=True, persistent_workers=persistent, worker_init_fn=worker_init_fn)
        self.val_loader = DataLoader(val_set, batch_size=max(1, tc["batch_size"] // 4), num_workers=nw,
                                     persistent_workers=persistent)
        self.model = build_model(cfg)
        self.loss_fn = LabelSmoothingCE(tc.get("label_smoothing", 0.0))
        self.optimizer = build_optimizer(self.model.parameters(), cfg["optim"])
        self.epochs = tc["epochs"]
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"], self.epochs * len(self.loader))
        self.out_dir = tc.get("out_dir", "runs/video")

    def train_epoch(self, epoch):
        self.model.train()
        meter, timer = AverageMeter(), Timer()
        for it, (clips, labels) in enumerate(self.loader):
            logits = self.model(clips[:, 0])
            loss = self.loss_fn(logits, labels)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            self.scheduler.step()
            meter.update(loss.item(), labels.numel())
            if (it + 1) % self.cfg["train"].get("log_every", 20) == 0:
                self.log.info("epoch %d iter %d/%d loss %.4f (%.1fs)", epoch, it + 1, len(self.loader),
                              meter.avg, timer.elapsed())
        return meter.avg

    def fit(self):
        best = 0.0
        nc = self.cfg["data"]["num_classes"]
        for epoch in range(1, self.epochs + 1):
            loss = self.train_epoch(epoch)
            res = evaluate_multiclip(self.model, self.val_loader, nc)
            self.log.info("epoch %d loss %.4f val_top1 %.3f val_mca %.3f max_rss %.2fGB", epoch, loss,
                          res["top1"], res["mean_class_acc"], _max_rss_gb())
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, self.optimizer, epoch)
            if res["top1"] > best:
                best = res["top1"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch, res)
        return best
