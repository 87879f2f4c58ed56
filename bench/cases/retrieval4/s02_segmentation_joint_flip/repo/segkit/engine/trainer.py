import os

import torch

from ..metrics import SegMetric
from ..utils import AverageMeter, get_logger, poly_lr, save_checkpoint


class SegTrainer:
    def __init__(self, model, loss_fn, optimizer, cfg, device="cpu"):
        self.model = model.to(device)
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.cfg = cfg
        self.device = device
        self.log = get_logger("segkit")
        self.it = 0

    def train_epoch(self, loader, epoch, max_it):
        self.model.train()
        meter = AverageMeter()
        base_lr = self.cfg["train"]["lr"]
        for image, mask in loader:
            image, mask = image.to(self.device), mask.to(self.device)
            lr = poly_lr(self.optimizer, base_lr, self.it, max_it)
            loss = self.loss_fn(self.model(image), mask)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            meter.update(loss.item(), image.size(0))
            self.it += 1
        return meter.avg, lr

    @torch.no_grad()
    def validate(self, loader, num_classes):
        self.model.eval()
        metric = SegMetric(num_classes)
        for image, mask in loader:
            metric.update(self.model(image.to(self.device)), mask.to(self.device))
        return metric.compute()

    def fit(self, train_loader, val_loader):
        epochs = self.cfg["train"]["epochs"]
        max_it = epochs * len(train_loader)
        best = 0.0
        out = self.cfg["train"]["out_dir"]
        for epoch in range(epochs):
            loss, lr = self.train_epoch(train_loader, epoch, max_it)
            res = self.validate(val_loader, self.cfg["model"]["num_classes"])
            best = max(best, res["mIoU"])
            self.log.info(f"Epoch [{epoch + 1}/{epochs}] lr={lr:.2e} train_loss={loss:.4f} "
                          f"val_mIoU={res['mIoU']:.4f} pixAcc={res['pixel_acc']:.4f} best={best:.4f}")
            save_checkpoint(os.path.join(out, "last.pt"), self.model, self.optimizer, epoch, best)
        return best
