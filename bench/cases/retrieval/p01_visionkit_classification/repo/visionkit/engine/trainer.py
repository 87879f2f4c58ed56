import os

import torch

from ..data.mixup import Mixup
from ..metrics import AverageMeter, ConfusionMatrix, topk_accuracy
from ..utils.checkpoint import save_checkpoint


class Trainer:
    def __init__(self, model, criterion, optimizer, scheduler, train_loader, val_loader,
                 logger, num_classes, mixup_alpha=0.0, log_every=20, out_dir=None,
                 grad_clip=None):
        self.model = model
        self.criterion = criterion
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.train_loader = train_loader
        self.val_loader = val_loader
        self.logger = logger
        self.num_classes = num_classes
        self.mixup = Mixup(mixup_alpha, num_classes=num_classes) if mixup_alpha > 0 else None
        self.log_every = log_every
        self.out_dir = out_dir
        self.grad_clip = grad_clip
        self.global_step = 0
        self.best_acc = 0.0

    def train_epoch(self, epoch):
        self.model.train()
        loss_m, acc_m = AverageMeter(), AverageMeter()
        for i, (x, y) in enumerate(self.train_loader):
            target = y
            if self.mixup is not None:
                x, target = self.mixup(x, y)
            logits = self.model(x)
            loss = self.criterion(logits, target)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            if self.grad_clip:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
            self.optimizer.step()
            self.scheduler.step()
            self.global_step += 1
            loss_m.update(loss.item(), x.size(0))
            acc_m.update(topk_accuracy(logits.detach(), y)[0], x.size(0))
            if self.log_every and i % self.log_every == 0:
                lr = self.optimizer.param_groups[-1]["lr"]
                self.logger.info(f"epoch {epoch} iter {i:4d}  loss {loss.item():.4f}  lr {lr:.5f}")
        return {"train_loss": loss_m.avg, "train_acc": acc_m.avg}

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        loss_m, top1, top5 = AverageMeter(), AverageMeter(), AverageMeter()
        cm = ConfusionMatrix(self.num_classes)
        ce = torch.nn.CrossEntropyLoss()
        for x, y in self.val_loader:
            logits = self.model(x)
            loss_m.update(ce(logits, y).item(), x.size(0))
            a1, a5 = topk_accuracy(logits, y, topk=(1, min(5, self.num_classes)))
            top1.update(a1, x.size(0))
            top5.update(a5, x.size(0))
            cm.update(logits, y)
        return {"val_loss": loss_m.avg, "val_acc": top1.avg, "val_acc5": top5.avg,
                "val_bal_acc": cm.balanced_accuracy()}

    def fit(self, epochs, start_epoch=0):
        history = []
        for epoch in range(start_epoch, epochs):
            stats = self.train_epoch(epoch)
            stats.update(self.evaluate())
            stats["epoch"] = epoch
            history.append(stats)
            self.logger.info(
                f"epoch {epoch:3d} | train loss {stats['train_loss']:.4f} acc {100 * stats['train_acc']:.1f}% "
                f"| val loss {stats['val_loss']:.4f} acc {100 * stats['val_acc']:.1f}% "
                f"top5 {100 * stats['val_acc5']:.1f}%")
            self.logger.log_metrics(self.global_step, **stats)
            if self.out_dir:
                save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.model, self.optimizer,
                                self.scheduler, epoch=epoch + 1)
                if stats["val_acc"] > self.best_acc:
                    self.best_acc = stats["val_acc"]
                    save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.model, epoch=epoch + 1)
        return history
