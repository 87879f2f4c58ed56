import torch


def sample_health(samples):
    """Cheap sanity numbers on a batch of generated samples in [-1, 1]."""
    finite = torch.isfinite(samples)
    frac_nan = 1.0 - finite.float().mean().item()
    vals = samples[finite]
    return {
        "nan_frac": frac_nan,
        "mean": vals.mean().item() if vals.numel() else float("nan"),
        "std": vals.std().item() if vals.numel() > 1 else float("nan"),
        "absmax": vals.abs().max().item() if vals.numel() else float("nan"),
    }


class ImageStats:
    """Accumulates per-pixel mean/variance to compare generated vs. real images."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.n = 0
        self.sum = None
        self.sq = None

    def update(self, x):
        x = x.detach().double().flatten(1)
        if self.sum is None:
            self.sum = torch.zeros(x.shape[1], dtype=torch.float64)
            self.sq = torch.zeros(x.shape[1], dtype=torch.float64)
        self.sum += x.sum(0)
        self.sq += (x ** 2).sum(0)
        self.n += x.shape[0]

    def compute(self):
        mean = self.sum / self.n
        var = self.sq / self.n - mean ** 2
        return mean, var.clamp(min=0)

    @staticmethod
    def distance(a, b):
        (m1, v1), (m2, v2) = a.compute(), b.compute()
        return ((m1 - m2) ** 2).mean().item() + ((v1.sqrt() - v2.sqrt()) ** 2).mean().item()
