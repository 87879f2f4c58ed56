"""Per-step LR schedulers (call .step() after every optimizer step)."""
import math


class _Base:
    def __init__(self, optimizer):
        self.optimizer = optimizer
        self.base_lrs = [g["lr"] for g in optimizer.param_groups]
        self.t = 0
        self._apply()

    def factor(self, t):
        raise NotImplementedError

    def _apply(self):
        f = self.factor(self.t)
        for g, lr in zip(self.optimizer.param_groups, self.base_lrs):
            g["lr"] = lr * f

    def step(self):
        self.t += 1
        self._apply()


class ConstantLR(_Base):
    def factor(self, t):
        return 1.0


class StepDecay(_Base):
    def __init__(self, optimizer, step_size, gamma=0.1):
        self.step_size, self.gamma = max(1, step_size), gamma
        super().__init__(optimizer)

    def factor(self, t):
        return self.gamma ** (t // self.step_size)


class CosineWithWarmup(_Base):
    def __init__(self, optimizer, warmup_steps, total_steps, min_factor=0.0):
        self.warmup, self.total, self.min_factor = warmup_steps, max(1, total_steps), min_factor
        super().__init__(optimizer)

    def factor(self, t):
        if t < self.warmup:
            return (t + 1) / self.warmup
        frac = min(1.0, (t - self.warmup) / max(1, self.total - self.warmup))
        return self.min_factor + (1 - self.min_factor) * 0.5 * (1 + math.cos(math.pi * frac))
