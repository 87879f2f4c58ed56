import time

import torch
from torch.utils.data import DataLoader

from ..data import pad_collate
from ..features import mixup
from ..metrics import lwlrap, mean_average_precision
from ..utils.logging import get_logger
from .callbacks import CheckpointSaver, EarlyStopping

log = get_logger(__name__)


class Trainer:
    def __init__(self, model, loss_fn, train_set, val_set, cfg, device="cpu"):
        tcfg = cfg["train"]
        self.cfg = cfg
        self.device = torch.device(device)
        self.model = model.to(self.device)
        self.loss_fn = loss_fn
        self.epochs = tcfg["epochs"]
        self.mixup_alpha = cfg.get("augment", {}).get("mixup_alpha", 0.0)
        self.train_loader = DataLoader(train_set, batch_size=tcfg["batch_size"], shuffle=True,
                                       collate_fn=pad_collate, num_workers=tcfg.get("num_workers", 0))
        self.val_loader = DataLoader(val_set, batch_size=tcfg["batch_size"], collate_fn=pad_collate)
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=tcfg["lr"], weight_decay=tcfg["weight_decay"])
        self.scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(self.optimizer, T_max=self.epochs)
        self.saver = CheckpointSaver(tcfg["out_dir"])
        self.stopper = EarlyStopping(patience=tcfg.get("patience", 6))

    def train_epoch(self):
        self.model.train()
        total, n = 0.0, 0
        for wav, target, _ in self.train_loader:
            wav, target = wav.to(self.device), target.to(self.device)
            wav, target = mixup(wav, target, self.mixup_alpha)
            loss = self.loss_fn(self.model(wav), target)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), 5.0)
            self.optimizer.step()
            total += loss.item() * wav.shape[0]
            n += wav.shape[0]
        return total / max(n, 1)

    @torch.no_grad()
    def predict(self, loader):
        self.model.eval()
        scores, targets = [], []
        for wav, target, _ in loader:
            scores.append(torch.sigmoid(self.model(wav.to(self.device))).cpu())
            targets.append(target)
        return torch.cat(scores), torch.cat(targets)

    def evaluate(self, loader=None):
        scores, targets = self.predict(loader or self.val_loader)
        return {"mAP": mean_average_precision(scores, targets), "lwlrap": lwlrap(scores, targets)}

    def fit(self):
        for epoch in range(1, self.epochs + 1):
            t0 = time.time()
            train_loss = self.train_epoch()
            metrics = self.evaluate()
            self.scheduler.step()
            is_best = self.saver(self.model, self.optimizer, epoch, metrics["mAP"], self.cfg)
            log.info("epoch %d | loss %.4f | val mAP %.4f | lwlrap %.4f | %.1fs%s", epoch, train_loss,
                     metrics["mAP"], metrics["lwlrap"], time.time() - t0, " *" if is_best else "")
            if self.stopper.step(metrics["mAP"]):
                log.info("early stopping at epoch %d", epoch)
                break
        return self.saver.best
