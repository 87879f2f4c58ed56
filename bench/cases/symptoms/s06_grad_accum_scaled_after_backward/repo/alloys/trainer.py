import math

import torch
import torch.nn as nn


class Trainer:
    """Plain SGD trainer with gradient accumulation (the lab GPU is tiny)."""

    def __init__(self, model, cfg, log=print):
        self.model = model
        self.log = log
        self.cfg = cfg
        self.criterion = nn.MSELoss()
        self.optimizer = torch.optim.SGD(model.parameters(), lr=cfg.lr, momentum=cfg.momentum,
                                         weight_decay=cfg.weight_decay)
        self.accum_steps = max(1, cfg.batch_size // cfg.micro_batch_size)
        self.global_step = 0

    def train_epoch(self, loader):
        self.model.train()
        self.optimizer.zero_grad()
        running, step_loss, n_updates = 0.0, 0.0, 0
        for i, (x, y) in enumerate(loader):
            pred = self.model(x).squeeze(-1)
            loss = self.criterion(pred, y)
            loss.backward()
            loss = loss / self.accum_steps  # average over the accumulated micro-batches
            step_loss += loss.item()
            if (i + 1) % self.accum_steps == 0:
                self.optimizer.step()
                self.optimizer.zero_grad()
                self.global_step += 1
                n_updates += 1
                running += step_loss
                if self.cfg.log_every and self.global_step % self.cfg.log_every == 0:
                    self.log(f"  step {self.global_step:5d} mse {step_loss:.4g}")
                step_loss = 0.0
        return running / max(n_updates, 1)

    @torch.no_grad()
    def evaluate(self, loader, normalizer):
        self.model.eval()
        se, ae, n = 0.0, 0.0, 0
        for x, y in loader:
            pred = self.model(x).squeeze(-1)
            err = normalizer.decode(pred) - normalizer.decode(y)
            se += (err ** 2).sum().item()
            ae += err.abs().sum().item()
            n += len(y)
        return {"rmse_mpa": math.sqrt(se / n), "mae_mpa": ae / n}
