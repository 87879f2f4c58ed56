"""Patch-based training loop."""
import torch
from torch.utils.data import DataLoader

from ..losses import build_loss
from ..utils.logger import get_logger
from ..utils.seed import seed_everything
from .evaluator import evaluate

log = get_logger("tinysr")


class Trainer:
    def __init__(self, model, train_set, val_set, cfg):
        self.model = model
        self.train_set = train_set
        self.val_set = val_set
        self.cfg = cfg
        t = cfg["train"]
        self.loss_fn = build_loss(cfg)
        self.optimizer = torch.optim.Adam(model.parameters(), lr=t["lr"], betas=(0.9, 0.99))
        self.scheduler = torch.optim.lr_scheduler.MultiStepLR(
            self.optimizer, milestones=t.get("milestones", []), gamma=t.get("gamma", 0.5)
        )
        self.loader = DataLoader(train_set, batch_size=t["batch_size"], shuffle=True, drop_last=True)
        self.history = []

    def train_epoch(self):
        self.model.train()
        total, n = 0.0, 0
        for lr, hr in self.loader:
            sr = self.model(lr)
            loss = self.loss_fn(sr, hr)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            total += loss.item()
            n += 1
        self.scheduler.step()
        return total / max(n, 1)

    def fit(self):
        seed_everything(self.cfg["seed"])
        e, scale = self.cfg["eval"], self.cfg["scale"]
        base = evaluate(self.model, self.val_set, scale, e["shave"], e["y_only"], baseline=True)
        epochs = self.cfg["train"]["epochs"]
        for epoch in range(1, epochs + 1):
            loss = self.train_epoch()
            res = evaluate(self.model, self.val_set, scale, e["shave"], e["y_only"])
            self.history.append({"epoch": epoch, "loss": loss, **res})
            log.info(
                f"epoch {epoch:>2d}/{epochs} | l1 {loss:.4f} | val psnr {res['psnr']:.2f} dB "
                f"ssim {res['ssim']:.4f} | bicubic {base['psnr']:.2f} dB / {base['ssim']:.4f}"
            )
        return self.history
