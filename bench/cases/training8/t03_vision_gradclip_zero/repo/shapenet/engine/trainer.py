import torch
import torch.nn as nn

from ..utils.meters import AverageMeter
from .evaluate import evaluate
from .optim import build_optimizer, build_scheduler


class Trainer:
    def __init__(self, cfg, model, train_loader, val_loader, log=print):
        self.cfg = cfg
        self.model = model
        self.train_loader = train_loader
        self.val_loader = val_loader
        self.log = log
        ocfg = cfg.optim
        self.criterion = nn.CrossEntropyLoss(
            label_smoothing=ocfg.label_smoothing if ocfg.label_smoothing > 0 else 0.0)
        self.optimizer = build_optimizer(model, ocfg)
        self.scheduler = build_scheduler(self.optimizer, ocfg, len(train_loader))
        self.global_step = 0

    def _step(self, images, labels):
        logits = self.model(images)
        loss = self.criterion(logits, labels)
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        if self.cfg.optim.grad_clip is not None:
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg.optim.grad_clip)
        self.optimizer.step()
        self.scheduler.step()
        self.global_step += 1
        return loss.item(), (logits.argmax(1) == labels).float().mean().item()

    def train_epoch(self, epoch):
        self.model.train()
        loss_m, acc_m = AverageMeter(), AverageMeter()
        for i, (images, labels) in enumerate(self.train_loader):
            loss, acc = self._step(images, labels)
            loss_m.update(loss, len(labels))
            acc_m.update(acc, len(labels))
            if self.cfg.log_interval and (i + 1) % self.cfg.log_interval == 0:
                self.log(f"  [{epoch}][{i + 1}/{len(self.train_loader)}] loss={loss_m.avg:.4f}")
        return {"train_loss": loss_m.avg, "train_acc": acc_m.avg}

    def fit(self):
        history = []
        epochs = self.cfg.optim.epochs
        for epoch in range(1, epochs + 1):
            row = {"epoch": epoch, **self.train_epoch(epoch),
                   **evaluate(self.model, self.val_loader, self.criterion),
                   "lr": self.optimizer.param_groups[0]["lr"]}
            history.append(row)
            self.log(f"[epoch {epoch}/{epochs}] train_loss={row['train_loss']:.4f} "
                     f"train_acc={row['train_acc']:.3f} val_acc={row['val_acc']:.3f} lr={row['lr']:.2e}")
        return history
