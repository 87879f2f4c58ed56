class LinearSchedule:
    """Linearly anneal from `start` to `end` over `steps`, then stay at `end`.

    Used for epsilon-greedy exploration and for the PER importance-sampling exponent beta.
    """

    def __init__(self, start, end, steps):
        self.start, self.end, self.steps = start, end, steps

    def __call__(self, t):
        frac = min(max(t / self.steps, 0.0), 1.0)
        return self.start + frac * (self.end - self.start)
