from dataclasses import dataclass

import torch


@dataclass
class Batch:
    obs: torch.Tensor
    actions: torch.Tensor
    log_probs: torch.Tensor
    values: torch.Tensor
    returns: torch.Tensor
    advantages: torch.Tensor


class RolloutBuffer:
    def __init__(self, rollout_len, n_envs, obs_dim):
        self.rollout_len, self.n_envs = rollout_len, n_envs
        self.obs = torch.zeros(rollout_len, n_envs, obs_dim)
        self.actions = torch.zeros(rollout_len, n_envs, dtype=torch.long)
        self.log_probs = torch.zeros(rollout_len, n_envs)
        self.values = torch.zeros(rollout_len, n_envs)
        self.rewards = torch.zeros(rollout_len, n_envs)
        self.dones = torch.zeros(rollout_len, n_envs)
        self.pos = 0

    def add(self, obs, action, log_prob, value, reward, done):
        i = self.pos
        self.obs[i], self.actions[i], self.log_probs[i] = obs, action, log_prob
        self.values[i], self.rewards[i], self.dones[i] = value, reward, done.float()
        self.pos += 1

    def compute(self, last_value, gamma, lam):
        """Generalised advantage estimation; returns a flattened Batch."""
        adv = torch.zeros_like(self.rewards)
        gae = torch.zeros(self.n_envs)
        for t in reversed(range(self.rollout_len)):
            next_value = last_value if t == self.rollout_len - 1 else self.values[t + 1]
            not_done = 1.0 - self.dones[t]
            delta = self.rewards[t] + gamma * next_value * not_done - self.values[t]
            gae = delta + gamma * lam * not_done * gae
            adv[t] = gae
        returns = adv + self.values
        self.pos = 0
        flat = lambda x: x.reshape(-1, *x.shape[2:])
        return Batch(flat(self.obs), flat(self.actions), flat(self.log_probs), flat(self.values),
                     flat(returns), flat(adv))
