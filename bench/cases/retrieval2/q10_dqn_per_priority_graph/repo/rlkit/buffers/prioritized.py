import torch

from .sumtree import SumTree
from .uniform import ReplayBuffer


class PrioritizedReplayBuffer(ReplayBuffer):
    """Proportional prioritization with importance-sampling weights (Schaul et al. 2016)."""

    prioritized = True

    def __init__(self, capacity, obs_shape, alpha=0.6, eps=1e-6, seed=None):
        super().__init__(capacity, obs_shape, seed)
        self.alpha = alpha
        self.eps = eps
        self.tree = SumTree(capacity)
        self.max_priority = 1.0

    def add(self, obs, action, reward, next_obs, discount, priority=None):
        i = super().add(obs, action, reward, next_obs, discount)
        p = self.max_priority if priority is None else priority
        self.tree.update(i, (p + self.eps) ** self.alpha)
        return i

    def sample(self, batch_size, beta=0.4):
        total = float(self.tree.total)
        segment = total / batch_size
        idx = []
        for k in range(batch_size):
            mass = self.rng.uniform(k * segment, (k + 1) * segment)
            idx.append(min(self.tree.find(mass), self.size - 1))
        batch = self._gather(idx)
        probs = torch.tensor([float(self.tree[i]) for i in idx]) / total
        weights = (self.size * probs).pow(-beta)
        batch["weights"] = weights / weights.max()
        return batch

    def update_priorities(self, indices, priorities):
        for i, p in zip(indices.tolist(), priorities.tolist()):
            self.max_priority = max(self.max_priority, p)
            self.tree.update(i, (p + self.eps) ** self.alpha)
