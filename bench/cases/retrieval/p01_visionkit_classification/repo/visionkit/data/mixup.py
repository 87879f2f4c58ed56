"""Batch-level mixup / cutmix producing soft targets."""
import torch


def one_hot(targets, num_classes, on_value=1.0, off_value=0.0):
    out = torch.full((targets.size(0), num_classes), off_value, device=targets.device)
    return out.scatter_(1, targets.view(-1, 1), on_value)


class Mixup:
    def __init__(self, alpha=0.2, cutmix_alpha=0.0, num_classes=10, prob=1.0):
        self.alpha = alpha
        self.cutmix_alpha = cutmix_alpha
        self.num_classes = num_classes
        self.prob = prob

    def _lam(self, alpha):
        return float(torch.distributions.Beta(alpha, alpha).sample())

    def _cutmix_box(self, h, w, lam):
        cut = (1.0 - lam) ** 0.5
        ch, cw = int(h * cut), int(w * cut)
        cy, cx = torch.randint(0, h, (1,)).item(), torch.randint(0, w, (1,)).item()
        y0, y1 = max(cy - ch // 2, 0), min(cy + ch // 2, h)
        x0, x1 = max(cx - cw // 2, 0), min(cx + cw // 2, w)
        return y0, y1, x0, x1

    def __call__(self, x, y):
        target = one_hot(y, self.num_classes)
        if torch.rand(1).item() > self.prob:
            return x, target
        perm = torch.randperm(x.size(0))
        if self.cutmix_alpha > 0 and torch.rand(1).item() < 0.5:
            lam = self._lam(self.cutmix_alpha)
            y0, y1, x0, x1 = self._cutmix_box(x.size(2), x.size(3), lam)
            x = x.clone()
            x[:, :, y0:y1, x0:x1] = x[perm, :, y0:y1, x0:x1]
            lam = 1 - (y1 - y0) * (x1 - x0) / (x.size(2) * x.size(3))
        else:
            lam = self._lam(self.alpha)
            x = lam * x + (1 - lam) * x[perm]
        return x, lam * target + (1 - lam) * target[perm]
