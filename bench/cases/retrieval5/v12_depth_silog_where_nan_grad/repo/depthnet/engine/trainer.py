"""Training loop."""
import os

import torch
from torch.utils.data import DataLoader

from ..data import build_dataset
from ..losses import build_loss, edge_aware_smoothness
from ..models import build_model
from ..transforms import build_transforms
from ..utils.checkpoint import save_checkpoint
from ..utils.logging import get_logger
from ..utils.optim import build_optimizer, build_scheduler
from .evaluator import evaluate


class DepthTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        tc, dc = cfg["train"], cfg["data"]
        self.log = get_logger("depthnet.train")
        self.loader = DataLoader(build_dataset(cfg, "train", build_transforms(cfg, True)), batch_size=tc["batch_size"],
                                 shuffle=True, num_workers=tc.get("num_workers", 0), drop_last=True)
        self.val_loader = DataLoader(build_dataset(cfg, "val", build_transforms(cfg, False)), batch_size=4)
        self.model = build_model(cfg)
        self.criterion = build_loss(cfg)
        self.smooth_w = float(cfg["loss"].get("smoothness", 0.0))
        self.optimizer = build_optimizer(self.model.parameters(), cfg["optim"])
        self.epochs = tc["epochs"]
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"], self.epochs * len(self.loader))
        self.clip_norm = float(tc.get("clip_norm", 0.0))
        self.depth_range = (dc.get("min_depth", 1e-3), dc.get("max_depth", 80.0))
        self.out_dir = tc["out_dir"]

    def train_epoch(self, epoch):
        self.model.train()
        n = len(self.loader)
        total = 0.0
        for it, batch in enumerate(self.loader):
            pred = self.model(batch["rgb"])
            loss = self.criterion(pred, batch["depth"])
            if self.smooth_w:
                loss = loss + self.smooth_w * edge_aware_smoothness(pred, batch["rgb"])
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            max_norm = self.clip_norm if self.clip_norm > 0 else float("inf")
            grad_norm = torch.nn.utils.clip_grad_norm_(self.model.parameters(), max_norm)
            self.optimizer.step()
            self.scheduler.step()
            total += loss.item()
            if (it + 1) % self.cfg["train"].get("log_every", 50) == 0 or it + 1 == n:
                self.log.info("[train] ep %d it %d/%d loss %.4f grad_norm %.3f lr %.2e", epoch, it + 1, n,
                              loss.item(), float(grad_norm), self.optimizer.param_groups[0]["lr"])
        return total / max(n, 1)

    def fit(self):
        best = float("inf")
        for epoch in range(1, self.epochs + 1):
            loss = self.train_epoch(epoch)
            res = evaluate(self.model, self.val_loader, *self.depth_range)
            self.log.info("[val] ep %d loss %.4f abs_rel %.4f rmse %.3f d1 %.4f", epoch, loss, res["abs_rel"],
                          res["rmse"], res["d1"])
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, None, epoch)
            if res["abs_rel"] < best:
                best = res["abs_rel"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch, res)
        return best
