import random

import torch
import torch.nn.functional as F


class MixupCutmix:
    def __init__(self, num_classes, mixup_alpha=0.2, cutmix_alpha=1.0, prob=1.0, switch_prob=0.5, smoothing=0.1):
        self.num_classes = num_classes
        self.mixup_alpha = mixup_alpha
        self.cutmix_alpha = cutmix_alpha
        self.prob = prob
        self.switch_prob = switch_prob
        self.smoothing = smoothing

    def _one_hot(self, y):
        off = self.smoothing / self.num_classes
        return F.one_hot(y, self.num_classes).float() * (1 - self.smoothing) + off

    def __call__(self, x, y):
        target = self._one_hot(y)
        if random.random() > self.prob:
            return x, target
        perm = torch.randperm(x.size(0), device=x.device)
        if self.cutmix_alpha > 0 and random.random() < self.switch_prob:
            lam = float(torch.distributions.Beta(self.cutmix_alpha, self.cutmix_alpha).sample())
            h, w = x.shape[-2:]
            rh, rw = int(h * (1 - lam) ** 0.5), int(w * (1 - lam) ** 0.5)
            cy, cx = random.randrange(h), random.randrange(w)
            y0, y1 = max(cy - rh // 2, 0), min(cy + rh // 2, h)
            x0, x1 = max(cx - rw // 2, 0), min(cx + rw // 2, w)
            x = x.clone()
            x[:, :, y0:y1, x0:x1] = x[perm, :, y0:y1, x0:x1]
            lam = 1 - (y1 - y0) * (x1 - x0) / (h * w)
        else:
            lam = float(torch.distributions.Beta(self.mixup_alpha, self.mixup_alpha).sample())
            x = lam * x + (1 - lam) * x[perm]
        return x, lam * target + (1 - lam) * target[perm]
