import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class QHead(nn.Module):
    def __init__(self, in_dim, n_actions):
        super().__init__()
        self.fc = nn.Linear(in_dim, n_actions)

    def forward(self, h):
        return self.fc(h)


class DuelingHead(nn.Module):
    """Q(s, a) = V(s) + A(s, a) - mean_a A(s, a)."""

    def __init__(self, in_dim, n_actions, hidden=128):
        super().__init__()
        self.value = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, 1))
        self.advantage = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, n_actions))

    def forward(self, h):
        a = self.advantage(h)
        return self.value(h) + a - a.mean(dim=-1, keepdim=True)


class NoisyLinear(nn.Module):
    """Factorised Gaussian noisy layer (Fortunato et al. 2018) for exploration without epsilon."""

    def __init__(self, in_features, out_features, sigma0=0.5):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        bound = 1 / math.sqrt(in_features)
        self.weight_mu = nn.Parameter(torch.empty(out_features, in_features).uniform_(-bound, bound))
        self.weight_sigma = nn.Parameter(torch.full((out_features, in_features), sigma0 * bound))
        self.bias_mu = nn.Parameter(torch.empty(out_features).uniform_(-bound, bound))
        self.bias_sigma = nn.Parameter(torch.full((out_features,), sigma0 * bound))
        self.register_buffer("eps_in", torch.zeros(in_features))
        self.register_buffer("eps_out", torch.zeros(out_features))
        self.reset_noise()

    @staticmethod
    def _f(x):
        return x.sign() * x.abs().sqrt()

    def reset_noise(self):
        self.eps_in.copy_(self._f(torch.randn(self.in_features)))
        self.eps_out.copy_(self._f(torch.randn(self.out_features)))

    def forward(self, x):
        if not self.training:
            return F.linear(x, self.weight_mu, self.bias_mu)
        w = self.weight_mu + self.weight_sigma * torch.outer(self.eps_out, self.eps_in)
        b = self.bias_mu + self.bias_sigma * self.eps_out
        return F.linear(x, w, b)


class NoisyQHead(nn.Module):
    def __init__(self, in_dim, n_actions, hidden=128):
        super().__init__()
        self.fc1 = NoisyLinear(in_dim, hidden)
        self.fc2 = NoisyLinear(hidden, n_actions)

    def reset_noise(self):
        self.fc1.reset_noise()
        self.fc2.reset_noise()

    def forward(self, h):
        return self.fc2(F.relu(self.fc1(h)))
