"""Per-iteration learning-rate schedules with linear warmup."""
import math

from ..registry import SCHEDULERS


class _IterScheduler:
    def __init__(self, optimizer, total_steps, warmup_steps=0):
        self.optimizer = optimizer
        self.total_steps = max(1, total_steps)
        self.warmup_steps = warmup_steps
        self.base_lrs = [g["lr"] for g in optimizer.param_groups]
        self.step_num = 0
        self._apply(0)

    def factor(self, step):
        raise NotImplementedError

    def _apply(self, step):
        if self.warmup_steps and step < self.warmup_steps:
            f = (step + 1) / self.warmup_steps
        else:
            f = self.factor(step)
        for g, base in zip(self.optimizer.param_groups, self.base_lrs):
            g["lr"] = base * f

    def step(self):
        self.step_num += 1
        self._apply(self.step_num)

    def get_last_lr(self):
        return [g["lr"] for g in self.optimizer.param_groups]

    def state_dict(self):
        return {"step_num": self.step_num, "base_lrs": self.base_lrs}

    def load_state_dict(self, sd):
        self.step_num = sd["step_num"]
        self.base_lrs = sd["base_lrs"]
        self._apply(self.step_num)


@SCHEDULERS.register("cosine")
class CosineScheduler(_IterScheduler):
    def __init__(self, optimizer, total_steps, warmup_steps=0, min_factor=0.0):
        self.min_factor = min_factor
        super().__init__(optimizer, total_steps, warmup_steps)

    def factor(self, step):
        t = (step - self.warmup_steps) / max(1, self.total_steps - self.warmup_steps)
        t = min(max(t, 0.0), 1.0)
        return self.min_factor + (1 - self.min_factor) * 0.5 * (1 + math.cos(math.pi * t))


@SCHEDULERS.register("step")
class StepScheduler(_IterScheduler):
    def __init__(self, optimizer, total_steps, warmup_steps=0, milestones=(0.5, 0.75), gamma=0.1):
        self.milestones = [int(m * total_steps) for m in milestones]
        self.gamma = gamma
        super().__init__(optimizer, total_steps, warmup_steps)

    def factor(self, step):
        return self.gamma ** sum(step >= m for m in self.milestones)


@SCHEDULERS.register("constant")
class ConstantScheduler(_IterScheduler):
    def factor(self, step):
        return 1.0


def build_scheduler(optimizer, scfg, steps_per_epoch, epochs):
    scfg = dict(scfg or {"name": "constant"})
    name = scfg.pop("name")
    warmup_epochs = scfg.pop("warmup_epochs", 0)
    return SCHEDULERS.build(name, optimizer=optimizer, total_steps=steps_per_epoch * epochs,
                            warmup_steps=int(warmup_epochs * steps_per_epoch), **scfg)
