import os
import time

import torch

from ..metrics import AverageMeter
from ..utils import ModelEMA, get_logger, save_checkpoint
from .evaluator import evaluate


class Trainer:
    def __init__(self, model, criterion, optimizer, scheduler, cfg, mixer=None, device="cpu"):
        self.model = model.to(device)
        self.criterion = criterion
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.cfg = cfg
        self.mixer = mixer
        self.device = device
        tc = cfg["train"]
        self.ema = ModelEMA(self.model, tc.get("ema_decay", 0.9999), tc.get("ema_warmup", 2000)) if tc.get("ema") else None
        self.log = get_logger()

    def train_one_epoch(self, loader):
        self.model.train()
        loss_m = AverageMeter()
        for x, y in loader:
            x, y = x.to(self.device), y.to(self.device)
            if self.mixer is not None:
                x, y = self.mixer(x, y)
            loss = self.criterion(self.model(x), y)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            if self.ema is not None:
                self.ema.update(self.model)
            loss_m.update(loss.item() * x.size(0), x.size(0))
        self.scheduler.step()
        return loss_m.avg

    def fit(self, train_loader, val_loader):
        tc = self.cfg["train"]
        best = 0.0
        for epoch in range(1, tc["epochs"] + 1):
            t0 = time.time()
            loss = self.train_one_epoch(train_loader)
            res = evaluate(self.model, val_loader, self.device)
            msg = (f"Epoch {epoch}/{tc['epochs']} | lr {self.optimizer.param_groups[0]['lr']:.4f} | loss {loss:.4f} "
                   f"| val top1 {res['top1']:.2f} top5 {res['top5']:.2f}")
            if self.ema is not None:
                er = evaluate(self.ema.ema, val_loader, self.device)
                msg += f" | ema top1 {er['top1']:.2f} top5 {er['top5']:.2f}"
            best = max(best, res["top1"])
            self.log.info(msg + f" | {time.time() - t0:.0f}s")
            save_checkpoint(os.path.join(tc["out_dir"], "last.pt"), epoch, self.model, self.optimizer,
                            self.scheduler, self.ema, best)
        return best
