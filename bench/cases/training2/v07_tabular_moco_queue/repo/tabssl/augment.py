import torch


class ScarfCorruption:
    """SCARF: replace a random subset of each row's features with the same feature taken from
    another random row of the batch (i.e. a draw from the empirical marginal)."""

    def __init__(self, rate=0.4):
        self.rate = rate

    def __call__(self, x):
        n, d = x.shape
        mask = torch.rand(n, d) < self.rate
        donors = x[torch.randint(0, n, (n,))]
        return torch.where(mask, donors, x)
