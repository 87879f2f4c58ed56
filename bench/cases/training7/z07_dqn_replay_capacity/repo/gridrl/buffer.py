import random
from collections import deque

import torch


class ReplayBuffer:
    def __init__(self, capacity=None, seed=0):
        self.data = deque(maxlen=capacity)
        self.rng = random.Random(seed)

    def __len__(self):
        return len(self.data)

    def push(self, obs, action, reward, next_obs, done):
        self.data.append((obs, action, reward, next_obs, done))

    def sample(self, batch_size):
        batch = self.rng.sample(self.data, batch_size)
        obs, act, rew, nxt, done = zip(*batch)
        return (torch.stack(obs), torch.tensor(act), torch.tensor(rew), torch.stack(nxt),
                torch.tensor(done, dtype=torch.float32))


def build_buffer(replay_cfg, seed=0):
    return ReplayBuffer(capacity=replay_cfg.get("capacity"), seed=seed)
