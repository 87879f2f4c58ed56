import copy
import random

import torch
import torch.nn.functional as F

from .networks import QNetwork


class DQNAgent:
    def __init__(self, size, cfg, seed=0):
        self.cfg = cfg
        self.q = QNetwork(size)
        self.target = copy.deepcopy(self.q)
        self.opt = torch.optim.Adam(self.q.parameters(), lr=cfg["lr"])
        self.rng = random.Random(seed)
        self.updates = 0

    def epsilon(self, step):
        frac = min(step / self.cfg["eps_decay_steps"], 1.0)
        return self.cfg["eps_start"] + frac * (self.cfg["eps_end"] - self.cfg["eps_start"])

    @torch.no_grad()
    def act(self, obs, step):
        if self.rng.random() < self.epsilon(step):
            return self.rng.randrange(4)
        return int(self.q(obs.unsqueeze(0)).argmax())

    def update(self, batch):
        obs, act, rew, nxt, done = batch
        q = self.q(obs).gather(1, act.unsqueeze(1)).squeeze(1)
        with torch.no_grad():
            best = self.q(nxt).argmax(1, keepdim=True)
            target = rew + self.cfg["gamma"] * (1 - done) * self.target(nxt).gather(1, best).squeeze(1)
        loss = F.smooth_l1_loss(q, target)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.updates += 1
        if self.updates % self.cfg["target_sync"] == 0:
            self.target.load_state_dict(self.q.state_dict())
        return loss.item()
