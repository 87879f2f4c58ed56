"""KL weight (beta) schedules. All are functions of the global optimizer step."""
import math


class ConstantBeta:
    def __init__(self, max_beta=1.0):
        self.max_beta = max_beta

    def __call__(self, step):
        return self.max_beta


class LinearAnneal:
    """0 -> max_beta linearly over `warmup_steps`, then flat."""

    def __init__(self, warmup_steps=1000, max_beta=1.0):
        self.warmup_steps = max(int(warmup_steps), 1)
        self.max_beta = max_beta

    def __call__(self, step):
        return self.max_beta * min(step / self.warmup_steps, 1.0)


class CyclicalAnneal:
    """Fu et al. 2019: repeat a linear ramp over the first `ratio` of each cycle."""

    def __init__(self, cycle_steps=1000, ratio=0.5, max_beta=1.0):
        self.cycle_steps = max(int(cycle_steps), 1)
        self.ratio = ratio
        self.max_beta = max_beta

    def __call__(self, step):
        phase = (step % self.cycle_steps) / self.cycle_steps
        return self.max_beta * min(phase / self.ratio, 1.0)


class SigmoidAnneal:
    def __init__(self, center_step=500, slope=0.01, max_beta=1.0):
        self.center_step = center_step
        self.slope = slope
        self.max_beta = max_beta

    def __call__(self, step):
        return self.max_beta / (1.0 + math.exp(-self.slope * (step - self.center_step)))


def build_kl_schedule(cfg):
    s = dict(cfg.get("kl_schedule", {"type": "constant"}))
    kind = s.pop("type", "constant")
    table = {"constant": ConstantBeta, "linear": LinearAnneal, "cyclical": CyclicalAnneal,
             "sigmoid": SigmoidAnneal}
    if kind not in table:
        raise ValueError(f"unknown kl_schedule.type {kind!r}")
    return table[kind](**s)
