"""DQN agent with a target network and optional Double-DQN targets."""
import copy

import numpy as np
import torch
import torch.nn.functional as F

from ..models import build_qnet
from ..utils.torch_utils import hard_update, soft_update, to_tensor, grad_norm


class DQNAgent:
    def __init__(self, obs_dim, n_actions, model_cfg, agent_cfg, seed=None):
        self.n_actions = n_actions
        self.gamma = float(agent_cfg.get("gamma", 0.95))
        self.batch_size = int(agent_cfg.get("batch_size", 64))
        self.target_update = int(agent_cfg.get("target_update", 100))
        self.tau = float(agent_cfg.get("tau", 0.0))
        self.grad_clip = agent_cfg.get("grad_clip", None)
        self.double_dqn = bool(agent_cfg.get("double_dqn", False))

        self.online = build_qnet(model_cfg, obs_dim, n_actions)
        self.target = copy.deepcopy(self.online)
        for p in self.target.parameters():
            p.requires_grad_(False)
        self.optim = torch.optim.Adam(self.online.parameters(), lr=float(agent_cfg.get("lr", 1e-3)))
        self.rng = np.random.default_rng(seed)
        self.updates = 0

    @torch.no_grad()
    def act(self, obs, epsilon=0.0):
        if self.rng.random() < epsilon:
            return int(self.rng.integers(self.n_actions))
        q = self.online(to_tensor(obs).unsqueeze(0))
        return int(q.argmax(dim=1).item())

    @torch.no_grad()
    def td_target(self, batch):
        next_obs = batch["next_obs"]
        if self.double_dqn:
            best = self.online(next_obs).argmax(dim=1, keepdim=True)
            next_q = self.target(next_obs).gather(1, best).squeeze(1)
        else:
            next_q = self.target(next_obs).max(dim=1).values
        return batch["rewards"] + self.gamma * (1.0 - batch["dones"]) * next_q

    def update(self, batch):
        q = self.online(batch["obs"]).gather(1, batch["actions"].unsqueeze(1)).squeeze(1)
        target = self.td_target(batch)
        loss = F.smooth_l1_loss(q, target)
        self.optim.zero_grad()
        loss.backward()
        gnorm = grad_norm(self.online)
        if self.grad_clip:
            torch.nn.utils.clip_grad_norm_(self.online.parameters(), float(self.grad_clip))
        self.optim.step()
        self.updates += 1
        self.sync_target()
        return {"loss": loss.item(), "q_mean": q.mean().item(), "grad_norm": gnorm}

    def sync_target(self):
        if self.tau > 0:
            soft_update(self.target, self.online, self.tau)
        elif self.target_update > 0 and self.updates % self.target_update == 0:
            hard_update(self.target, self.online)

    def state_dict(self):
        return {"online": self.online.state_dict(), "target": self.target.state_dict(),
                "optim": self.optim.state_dict(), "updates": self.updates}

    def load_state_dict(self, sd):
        self.online.load_state_dict(sd["online"])
        self.target.load_state_dict(sd["target"])
        self.optim.load_state_dict(sd["optim"])
        self.updates = sd["updates"]
