import math

import torch
from torch.utils.data import TensorDataset


class CorrelatedGaussian(TensorDataset):
    """Zero-mean Gaussian with a random (seeded) covariance; its entropy is known.

    The differential entropy is the lowest mean NLL (nats) any model can reach on
    samples from this distribution, which makes it a handy sanity check.
    """

    def __init__(self, n=4000, dim=6, seed=0, cov_seed=1234):
        gc = torch.Generator().manual_seed(cov_seed)
        a = torch.randn(dim, dim, generator=gc) / math.sqrt(dim)
        self.cov = a @ a.T + 0.1 * torch.eye(dim)
        chol = torch.linalg.cholesky(self.cov)
        g = torch.Generator().manual_seed(seed)
        data = torch.randn(n, dim, generator=g) @ chol.T
        super().__init__(data)
        self.dim = dim

    def entropy(self):
        d = self.dim
        return 0.5 * d * (1 + math.log(2 * math.pi)) + 0.5 * torch.logdet(self.cov).item()
