"""Exploration schedules: value(step) -> epsilon."""
import math


class ConstantSchedule:
    def __init__(self, value):
        self.v = float(value)

    def value(self, step):
        return self.v


class LinearSchedule:
    """Linearly anneal from ``start`` to ``end`` over ``decay_steps`` then hold."""

    def __init__(self, start, end, decay_steps):
        self.start, self.end = float(start), float(end)
        self.decay_steps = max(1, int(decay_steps))

    def value(self, step):
        frac = min(1.0, max(0, step) / self.decay_steps)
        return self.start + frac * (self.end - self.start)


class ExponentialSchedule:
    """eps = end + (start - end) * exp(-step / decay_steps)."""

    def __init__(self, start, end, decay_steps):
        self.start, self.end = float(start), float(end)
        self.decay_steps = max(1, int(decay_steps))

    def value(self, step):
        return self.end + (self.start - self.end) * math.exp(-max(0, step) / self.decay_steps)


def build_schedule(cfg):
    kind = cfg.get("kind", "linear")
    if kind == "constant":
        return ConstantSchedule(cfg.get("start", 0.1))
    if kind == "linear":
        return LinearSchedule(cfg["start"], cfg["end"], cfg["decay_steps"])
    if kind == "exponential":
        return ExponentialSchedule(cfg["start"], cfg["end"], cfg["decay_steps"])
    raise ValueError(f"unknown schedule kind: {kind}")
