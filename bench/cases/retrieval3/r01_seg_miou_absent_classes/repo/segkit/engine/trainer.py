import os
import time

import torch

from segkit.engine.evaluator import evaluate
from segkit.utils import get_logger, save_checkpoint


def poly_lr(base_lr, it, max_it, power=0.9):
    return base_lr * (1 - it / max_it) ** power


class Trainer:
    def __init__(self, model, loss_fn, train_loader, val_loader, cfg, device="cpu"):
        self.model = model.to(device)
        self.loss_fn = loss_fn
        self.train_loader = train_loader
        self.val_loader = val_loader
        self.cfg = cfg
        self.device = device
        o = cfg["optim"]
        self.optimizer = torch.optim.SGD(model.parameters(), lr=o["lr"], momentum=o["momentum"],
                                         weight_decay=o["weight_decay"])
        self.max_it = o["epochs"] * len(train_loader)
        self.it = 0
        self.log = get_logger("segkit.train", os.path.join(cfg["output_dir"], "train.log"))

    def train_epoch(self, epoch):
        self.model.train()
        total, n = 0.0, 0
        for images, masks in self.train_loader:
            images, masks = images.to(self.device), masks.to(self.device)
            lr = poly_lr(self.cfg["optim"]["lr"], self.it, self.max_it, self.cfg["optim"]["poly_power"])
            for g in self.optimizer.param_groups:
                g["lr"] = lr
            loss = self.loss_fn(self.model(images), masks)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            total += loss.item()
            n += 1
            self.it += 1
        return total / max(n, 1)

    def fit(self):
        best = -1.0
        num_classes = self.cfg["model"]["num_classes"]
        for epoch in range(1, self.cfg["optim"]["epochs"] + 1):
            t0 = time.time()
            train_loss = self.train_epoch(epoch)
            res = evaluate(self.model, self.val_loader, num_classes, self.cfg["data"]["ignore_index"], self.device)
            mark = ""
            if res["mIoU"] > best:
                best = res["mIoU"]
                save_checkpoint(os.path.join(self.cfg["output_dir"], "best.pt"), self.model, epoch=epoch)
                mark = " *"
            self.log.info("epoch %d | loss %.4f | mIoU %.4f | pixAcc %.4f | %.1fs%s", epoch, train_loss,
                          res["mIoU"], res["pixel_acc"], time.time() - t0, mark)
        return best
