"""Learning-rate schedules. All schedules here are stepped once per optimizer step."""
import math

from torch.optim.lr_scheduler import LambdaLR


class WarmupCosine(LambdaLR):
    """Linear warmup for `warmup_steps` optimizer steps, then cosine decay to
    `min_lr_ratio * base_lr` at `total_steps`; constant afterwards."""

    def __init__(self, optimizer, warmup_steps, total_steps, min_lr_ratio=0.0, last_epoch=-1):
        self.warmup_steps = max(0, int(warmup_steps))
        self.total_steps = max(self.warmup_steps + 1, int(total_steps))
        self.min_lr_ratio = min_lr_ratio
        super().__init__(optimizer, self._factor, last_epoch=last_epoch)

    def _factor(self, step):
        if step < self.warmup_steps:
            return (step + 1) / self.warmup_steps
        progress = (step - self.warmup_steps) / (self.total_steps - self.warmup_steps)
        progress = min(1.0, progress)
        cosine = 0.5 * (1.0 + math.cos(math.pi * progress))
        return self.min_lr_ratio + (1.0 - self.min_lr_ratio) * cosine
