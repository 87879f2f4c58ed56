import random

import torch


class ReplayBuffer:
    """Ring buffer of transitions stored in preallocated tensors."""

    prioritized = False

    def __init__(self, capacity, obs_shape, seed=None):
        self.capacity = capacity
        self.obs = torch.zeros((capacity, *obs_shape))
        self.next_obs = torch.zeros((capacity, *obs_shape))
        self.actions = torch.zeros(capacity, dtype=torch.long)
        self.rewards = torch.zeros(capacity)
        self.discounts = torch.zeros(capacity)
        self.pos = 0
        self.size = 0
        self.rng = random.Random(seed)

    def __len__(self):
        return self.size

    def add(self, obs, action, reward, next_obs, discount, priority=None):
        i = self.pos
        self.obs[i] = obs
        self.next_obs[i] = next_obs
        self.actions[i] = action
        self.rewards[i] = reward
        self.discounts[i] = discount
        self.pos = (self.pos + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)
        return i

    def state_dict(self):
        n = self.size
        return {"obs": self.obs[:n].clone(), "next_obs": self.next_obs[:n].clone(), "actions": self.actions[:n].clone(),
                "rewards": self.rewards[:n].clone(), "discounts": self.discounts[:n].clone(), "pos": self.pos}

    def load_state_dict(self, state):
        n = state["obs"].shape[0]
        if n > self.capacity:
            raise ValueError(f"saved buffer holds {n} transitions, capacity is {self.capacity}")
        for name in ("obs", "next_obs", "actions", "rewards", "discounts"):
            getattr(self, name)[:n] = state[name]
        self.size, self.pos = n, state["pos"] % self.capacity

    def _gather(self, idx):
        idx = torch.as_tensor(idx, dtype=torch.long)
        return {"obs": self.obs[idx], "actions": self.actions[idx], "rewards": self.rewards[idx],
                "next_obs": self.next_obs[idx], "discounts": self.discounts[idx], "indices": idx}

    def sample(self, batch_size, beta=None):
        idx = [self.rng.randrange(self.size) for _ in range(batch_size)]
        batch = self._gather(idx)
        batch["weights"] = torch.ones(batch_size)
        return batch
