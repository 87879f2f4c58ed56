class KLAnnealer:
    """beta(step): 'constant', 'linear' warm-up, or 'cyclical' (Fu et al. 2019)."""

    def __init__(self, schedule, total_steps, warmup_steps, cycles=4, beta_max=1.0, ratio=0.5):
        self.schedule, self.total, self.warmup = schedule, total_steps, max(1, warmup_steps)
        self.cycles, self.beta_max, self.ratio = cycles, beta_max, ratio

    def beta(self, step):
        if self.schedule == "constant":
            return self.beta_max
        if self.schedule == "linear":
            return self.beta_max * min(1.0, step / self.warmup)
        if self.schedule == "cyclical":
            period = self.total / self.cycles
            tau = (step % period) / period
            return self.beta_max * min(1.0, tau / self.ratio)
        raise ValueError(self.schedule)
