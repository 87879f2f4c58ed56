import time

import numpy as np
import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from .prefetch import Prefetcher


class BCTrainer:
    def __init__(self, policy, maze, obs, acts, batch_size=256, lr=1e-3, max_updates=20000, prefetch=4,
                 log_every=1000):
        self.policy, self.maze = policy, maze
        self.loader = DataLoader(TensorDataset(torch.from_numpy(obs), torch.from_numpy(acts)),
                                 batch_size=batch_size, shuffle=True)
        self.opt = torch.optim.Adam(policy.parameters(), lr=lr)
        self.max_updates, self.prefetch, self.log_every = max_updates, prefetch, log_every
        self.updates = 0

    def train_epoch(self):
        self.policy.train()
        losses = []
        with Prefetcher(self.loader, self.prefetch) as batches:
            for obs, act in batches:
                loss = F.cross_entropy(self.policy(obs), act)
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
                self.updates += 1
                losses.append(loss.item())
                if self.log_every and self.updates % self.log_every == 0:
                    print(f"update {self.updates:6d}  loss {np.mean(losses[-self.log_every:]):.4f}", flush=True)
                if self.updates >= self.max_updates:
                    break
        return float(np.mean(losses))

    @torch.no_grad()
    def success_rate(self, episodes=200, seed=123):
        self.policy.eval()
        rng = np.random.default_rng(seed)
        wins = 0
        for _ in range(episodes):
            s, g = (self.maze.free[i] for i in rng.choice(len(self.maze.free), 2, replace=False))
            limit = 4 * self.maze.size
            pos = s
            for _ in range(limit):
                obs = torch.from_numpy(self.maze.observe(pos, g)).unsqueeze(0)
                pos = self.maze.step(pos, int(self.policy(obs).argmax()))
                if pos == g:
                    wins += 1
                    break
        self.policy.train()
        return wins / episodes

    def fit(self):
        epoch = 0
        history = []
        while self.updates < self.max_updates:
            t0 = time.time()
            loss = self.train_epoch()
            epoch += 1
            history.append({"epoch": epoch, "updates": self.updates, "loss": loss})
            print(f"epoch {epoch:3d}  updates {self.updates:6d}  loss {loss:.4f}  ({time.time() - t0:.1f}s)",
                  flush=True)
        return history
