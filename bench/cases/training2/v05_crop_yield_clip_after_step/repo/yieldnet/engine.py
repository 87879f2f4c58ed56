import math

import torch
import torch.nn.functional as F


def warmup_then_constant(optimizer, warmup_steps):
    return torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: min(1.0, (step + 1) / max(1, warmup_steps)))


class Trainer:
    def __init__(self, model, optimizer, scheduler=None, clip_norm=None, log_every=100):
        self.model = model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.clip_norm = clip_norm
        self.log_every = log_every
        self.step = 0

    def _grad_norm(self):
        """Total gradient norm (for logging); clips to clip_norm when one is configured."""
        params = [p for p in self.model.parameters() if p.grad is not None]
        if self.clip_norm:
            return torch.nn.utils.clip_grad_norm_(params, self.clip_norm).item()
        return torch.norm(torch.stack([p.grad.norm() for p in params])).item()

    def train_step(self, x, y):
        self.model.train()
        loss = F.mse_loss(self.model(x), y)
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        self.optimizer.step()
        grad_norm = self._grad_norm()
        if self.scheduler is not None:
            self.scheduler.step()
        self.step += 1
        return loss.item(), grad_norm

    def train_epoch(self, loader):
        total, n = 0.0, 0
        for x, y in loader:
            loss, grad_norm = self.train_step(x, y)
            total += loss * len(y)
            n += len(y)
            if self.step % self.log_every == 0:
                lr = self.optimizer.param_groups[0]["lr"]
                print(f"  step {self.step:6d} loss {loss:10.4f} grad_norm {grad_norm:.3g} "
                      f"lr {lr:.4f}", flush=True)
        return total / n

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        se, n = 0.0, 0
        for x, y in loader:
            se += F.mse_loss(self.model(x), y, reduction="sum").item()
            n += len(y)
        return math.sqrt(se / n)
