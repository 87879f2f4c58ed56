"""Gaussian actor-critic with separate policy and value networks."""

import numpy as np
import torch
import torch.nn as nn
from torch.distributions import Normal


def mlp(in_dim, hidden_sizes, out_dim, out_gain=1.0):
    layers, last = [], in_dim
    for size in hidden_sizes:
        lin = nn.Linear(last, size)
        nn.init.orthogonal_(lin.weight, gain=np.sqrt(2))
        nn.init.zeros_(lin.bias)
        layers += [lin, nn.Tanh()]
        last = size
    head = nn.Linear(last, out_dim)
    nn.init.orthogonal_(head.weight, gain=out_gain)
    nn.init.zeros_(head.bias)
    layers.append(head)
    return nn.Sequential(*layers)


class ActorCritic(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden_sizes=(64, 64), init_log_std=-0.5):
        super().__init__()
        self.pi = mlp(obs_dim, hidden_sizes, act_dim, out_gain=0.01)
        self.v = mlp(obs_dim, hidden_sizes, 1, out_gain=1.0)
        self.log_std = nn.Parameter(torch.full((act_dim,), float(init_log_std)))

    def distribution(self, obs):
        mean = self.pi(obs)
        return Normal(mean, self.log_std.exp().expand_as(mean))

    def value(self, obs):
        return self.v(obs).squeeze(-1)

    @torch.no_grad()
    def act(self, obs, deterministic=False):
        dist = self.distribution(obs)
        action = dist.mean if deterministic else dist.sample()
        return action, dist.log_prob(action).sum(-1), self.value(obs)

    def evaluate_actions(self, obs, actions):
        dist = self.distribution(obs)
        return dist.log_prob(actions).sum(-1), dist.entropy().sum(-1), self.value(obs)
