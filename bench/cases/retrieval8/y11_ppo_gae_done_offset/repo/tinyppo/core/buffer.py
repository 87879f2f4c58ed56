"""Fixed-size on-policy rollout storage."""

import torch

from tinyppo.core.estimators import generalized_advantage_estimate, normalize_advantages


class RolloutBuffer:
    def __init__(self, size, obs_dim, act_dim, gamma=0.99, gae_lambda=0.95):
        self.size = size
        self.gamma = gamma
        self.gae_lambda = gae_lambda
        self.obs = torch.zeros(size, obs_dim)
        self.actions = torch.zeros(size, act_dim)
        self.rewards = torch.zeros(size)
        self.dones = torch.zeros(size)
        self.values = torch.zeros(size)
        self.log_probs = torch.zeros(size)
        self.advantages = torch.zeros(size)
        self.returns = torch.zeros(size)
        self.ptr = 0

    @property
    def full(self):
        return self.ptr == self.size

    def reset(self):
        self.ptr = 0

    def add(self, obs, action, reward, done, value, log_prob):
        """Store one transition. ``done`` is whether this transition ended the episode."""
        if self.full:
            raise RuntimeError("rollout buffer is full; call reset() first")
        i = self.ptr
        self.obs[i] = torch.as_tensor(obs, dtype=torch.float32)
        self.actions[i] = torch.as_tensor(action, dtype=torch.float32)
        self.rewards[i] = float(reward)
        self.dones[i] = float(done)
        self.values[i] = float(value)
        self.log_probs[i] = float(log_prob)
        self.ptr += 1

    def finish(self, last_value):
        """Compute advantages and value targets once the buffer is full."""
        last_value = torch.as_tensor(float(last_value))
        n = self.ptr
        adv, ret = generalized_advantage_estimate(
            self.rewards[:n], self.values[:n], self.dones[:n], last_value,
            self.gamma, self.gae_lambda,
        )
        self.advantages[:n] = adv
        self.returns[:n] = ret

    def minibatches(self, batch_size, normalize=True, generator=None):
        n = self.ptr
        perm = torch.randperm(n, generator=generator)
        for start in range(0, n, batch_size):
            idx = perm[start:start + batch_size]
            adv = self.advantages[idx]
            if normalize:
                adv = normalize_advantages(adv)
            yield {
                "obs": self.obs[idx],
                "actions": self.actions[idx],
                "old_log_probs": self.log_probs[idx],
                "old_values": self.values[idx],
                "advantages": adv,
                "returns": self.returns[idx],
            }
