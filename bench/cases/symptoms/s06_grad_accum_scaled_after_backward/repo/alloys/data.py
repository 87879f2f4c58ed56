"""Synthetic alloy table: composition fractions + processing -> yield strength (MPa).

Stand-in for the lab spreadsheet; columns and rough ranges match it.
"""
import torch
from torch.utils.data import Dataset

ELEMENTS = ["Fe", "Cr", "Ni", "Mo", "Mn", "Si", "C", "Cu", "Ti", "V"]
PROCESS = ["anneal_temp", "anneal_time", "cold_work"]


def make_alloys(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    comp = torch.distributions.Dirichlet(torch.tensor([20.0, 4, 3, 1, 1, 1, 0.3, 0.5, 0.3, 0.3]))
    torch.manual_seed(seed)  # Dirichlet has no generator argument
    x_comp = comp.sample((n,))
    proc = torch.rand(n, len(PROCESS), generator=g)
    strength = (250 + 900 * x_comp[:, 6] * 10 + 300 * x_comp[:, 3] * 5 + 150 * x_comp[:, 1]
                + 200 * torch.tanh(3 * proc[:, 2]) - 120 * proc[:, 0] * proc[:, 1]
                + 80 * x_comp[:, 8] * 10 * proc[:, 2])
    strength = strength + 15 * torch.randn(n, generator=g)
    return torch.cat([x_comp, proc], dim=1), strength


class Normalizer:
    def __init__(self, x):
        self.mean, self.std = x.mean(0), x.std(0) + 1e-8

    def encode(self, x):
        return (x - self.mean) / self.std

    def decode(self, z):
        return z * self.std + self.mean


class AlloyDataset(Dataset):
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]
