import math
import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .prefetch import BackgroundLoader


def psnr(pred, target):
    mse = F.mse_loss(pred.clamp(0, 1), target).item()
    return 10 * math.log10(1.0 / max(mse, 1e-12))


class SRTrainer:
    def __init__(self, model, train_set, val_set, batch_size=32, lr=1e-3, max_steps=25_000, val_every=1000,
                 prefetch=4, log_every=200):
        self.model = model
        self.loader = BackgroundLoader(DataLoader(train_set, batch_size=batch_size, shuffle=True, drop_last=True),
                                       depth=prefetch)
        self.val_loader = DataLoader(val_set, batch_size=256)
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.sched = torch.optim.lr_scheduler.CosineAnnealingLR(self.opt, T_max=max_steps)
        self.max_steps, self.val_every, self.log_every = max_steps, val_every, log_every
        self.step = 0
        self.history = []

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        scores = [psnr(self.model(lr), hr) for lr, hr in self.val_loader]
        self.model.train()
        return sum(scores) / len(scores)

    def train(self):
        self.model.train()
        t0 = time.time()
        while self.step < self.max_steps:
            for lr, hr in self.loader:
                loss = F.l1_loss(self.model(lr), hr)
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
                self.sched.step()
                self.step += 1
                if self.step % self.log_every == 0:
                    print(f"step {self.step:6d}  l1 {loss.item():.4f}  {time.time() - t0:.0f}s", flush=True)
                if self.step % self.val_every == 0:
                    val = self.validate()
                    self.history.append({"step": self.step, "val_psnr": val})
                    print(f"step {self.step:6d}  val PSNR {val:.2f} dB", flush=True)
                if self.step >= self.max_steps:
                    break
        return self.history
