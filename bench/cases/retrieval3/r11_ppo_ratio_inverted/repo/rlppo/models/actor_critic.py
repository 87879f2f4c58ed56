import torch
import torch.nn as nn
from torch.distributions import Categorical

from rlppo.models.networks import layer_init, mlp


class ActorCritic(nn.Module):
    def __init__(self, obs_dim, num_actions, hidden=(64, 64), activation="tanh", shared=False):
        super().__init__()
        self.shared = shared
        if shared:
            self.body = mlp([obs_dim] + list(hidden), activation)
            self.body.append(nn.Tanh())
            self.pi = layer_init(nn.Linear(hidden[-1], num_actions), 0.01)
            self.v = layer_init(nn.Linear(hidden[-1], 1), 1.0)
        else:
            self.actor = mlp([obs_dim] + list(hidden) + [num_actions], activation, out_gain=0.01)
            self.critic = mlp([obs_dim] + list(hidden) + [1], activation, out_gain=1.0)

    def value(self, obs):
        if self.shared:
            return self.v(self.body(obs)).squeeze(-1)
        return self.critic(obs).squeeze(-1)

    def dist(self, obs):
        logits = self.pi(self.body(obs)) if self.shared else self.actor(obs)
        return Categorical(logits=logits)

    def act(self, obs, deterministic=False):
        d = self.dist(obs)
        a = d.probs.argmax(-1) if deterministic else d.sample()
        return a, d.log_prob(a), self.value(obs)

    def evaluate_actions(self, obs, actions):
        d = self.dist(obs)
        return d.log_prob(actions), d.entropy(), self.value(obs)
