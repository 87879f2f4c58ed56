import torch
import torch.nn as nn


class RunningNorm(nn.Module):
    """Standardizes raw features with running (EMA) statistics, so the model can be fed raw
    columns and exported without a separate preprocessing step. Statistics are updated
    in training mode and frozen in eval mode."""

    def __init__(self, num_features, momentum=0.01, eps=1e-5):
        super().__init__()
        self.momentum, self.eps = momentum, eps
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_sq", torch.ones(num_features))     # E[x^2]
        self.register_buffer("num_batches", torch.zeros((), dtype=torch.long))

    @torch.no_grad()
    def _update(self, x):
        m = self.momentum
        self.running_mean.mul_(1 - m).add_(x.mean(0), alpha=m)
        self.running_sq.mul_(1 - m).add_((x * x).mean(0), alpha=m)
        self.num_batches += 1

    def running_var(self):
        return self.running_sq - self.running_mean ** 2

    def forward(self, x):
        if self.training:
            self._update(x)
        return (x - self.running_mean) / torch.sqrt(self.running_var() + self.eps)
