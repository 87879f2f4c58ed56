import math

import torch
import torch.nn as nn


class JointsMSELoss(nn.Module):
    def __init__(self, use_target_weight=True):
        super().__init__()
        self.use_target_weight = use_target_weight

    def forward(self, pred, target, weight):
        if isinstance(pred, (list, tuple)):
            return sum(self.forward(p, target, weight) for p in pred)
        diff = (pred - target) ** 2
        if self.use_target_weight:
            diff = diff * weight[:, :, None, None]
        return 0.5 * diff.mean()


class AdaptiveWingLoss(nn.Module):
    def __init__(self, omega=14.0, epsilon=1.0, theta=0.5, alpha=2.1):
        super().__init__()
        self.omega, self.epsilon, self.theta, self.alpha = omega, epsilon, theta, alpha

    def forward(self, pred, target, weight):
        if isinstance(pred, (list, tuple)):
            return sum(self.forward(p, target, weight) for p in pred)
        d = (pred - target).abs()
        a = self.alpha - target
        A = self.omega * (1 / (1 + (self.theta / self.epsilon) ** a)) * a * \
            ((self.theta / self.epsilon) ** (a - 1)) / self.epsilon
        C = self.theta * A - self.omega * torch.log1p((self.theta / self.epsilon) ** a)
        loss = torch.where(d < self.theta, self.omega * torch.log1p((d / self.epsilon) ** a), A * d - C)
        return (loss * weight[:, :, None, None]).mean()
