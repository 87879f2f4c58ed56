"""Non-learned forecasters; they operate on a batch of input windows (B, input_len)."""
import torch


class NaiveForecaster:
    """Repeat the last observed value."""

    def __init__(self, horizon):
        self.horizon = horizon

    def __call__(self, x):
        return x[:, -1:].expand(-1, self.horizon)


class SeasonalNaive:
    """Repeat the value one season ago."""

    def __init__(self, horizon, period=24):
        self.horizon = horizon
        self.period = period

    def __call__(self, x):
        if x.size(1) < self.period:
            raise ValueError("input window shorter than the season")
        season = x[:, -self.period:]
        reps = (self.horizon + self.period - 1) // self.period
        return season.repeat(1, reps)[:, : self.horizon]


class MovingAverage:
    def __init__(self, horizon, window=8):
        self.horizon = horizon
        self.window = window

    def __call__(self, x):
        return x[:, -self.window:].mean(1, keepdim=True).expand(-1, self.horizon)


class DriftForecaster:
    """Extrapolate the line between the first and last observation."""

    def __init__(self, horizon):
        self.horizon = horizon

    def __call__(self, x):
        slope = (x[:, -1] - x[:, 0]) / max(1, x.size(1) - 1)
        steps = torch.arange(1, self.horizon + 1, dtype=x.dtype)
        return x[:, -1:] + slope[:, None] * steps[None]
