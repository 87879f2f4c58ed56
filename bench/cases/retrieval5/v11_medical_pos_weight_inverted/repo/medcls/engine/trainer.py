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
from .evaluator import evaluate_findings


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        tc = cfg["train"]
        self.log = get_logger("medcls.train")
        self.train_set = build_dataset(cfg, "train", build_transforms(cfg, True))
        self.val_set = build_dataset(cfg, "val", None)
        self.loader = DataLoader(self.train_set, batch_size=tc["batch_size"], shuffle=True,
                                 num_workers=tc.get("num_workers", 0), drop_last=True)
        self.val_loader = DataLoader(self.val_set, batch_size=128)
        self.model = build_model(cfg)
        self.criterion = build_loss(cfg, self.train_set.labels)
        self.optimizer = build_optimizer(self.model.parameters(), cfg["optim"])
        self.epochs = tc["epochs"]
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"], self.epochs * len(self.loader))
        self.out_dir = tc["out_dir"]

    def evaluate(self):
        return evaluate_findings(self.model, self.val_loader, self.cfg["findings"],
                                 self.cfg.get("eval", {}).get("threshold", 0.5))

    def fit(self):
        best = 0.0
        for epoch in range(1, self.epochs + 1):
            self.model.train()
            meter = AverageMeter()
            for x, y in self.loader:
                loss = self.criterion(self.model(x), y)
                self.optimizer.zero_grad(set_to_none=True)
                loss.backward()
                self.optimizer.step()
                self.scheduler.step()
                meter.update(loss.item(), y.shape[0])
            res = self.evaluate()
            mean_auc = sum(r["auroc"] for r in res.values()) / len(res)
            self.log.info("epoch %d loss %.4f mean_auroc %.4f", epoch, meter.avg, mean_auc)
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, None, epoch)
            if mean_auc > best:
                best = mean_auc
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, None, epoch, {"auroc": best})
        return best
