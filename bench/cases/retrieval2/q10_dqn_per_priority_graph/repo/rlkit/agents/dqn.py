import copy
import random

import torch
import torch.nn.functional as F


class DQNAgent:
    def __init__(self, q_net, n_actions, cfg, device="cpu"):
        self.online = q_net.to(device)
        self.target = copy.deepcopy(q_net).to(device)
        for p in self.target.parameters():
            p.requires_grad_(False)
        self.n_actions = n_actions
        self.gamma = cfg["gamma"]
        self.n_step = cfg.get("n_step", 1)
        self.double_q = cfg.get("double_q", True)
        self.grad_clip = cfg.get("grad_clip")
        self.target_update = cfg["target_update"]
        self.soft_tau = cfg.get("soft_tau")  # Polyak averaging instead of periodic hard copies
        self.optimizer = torch.optim.Adam(self.online.parameters(), lr=cfg["lr"], eps=1.5e-4)
        self.device = device
        self.updates = 0
        self._last_q = None

    def act(self, obs, epsilon):
        q = self.online(obs.unsqueeze(0).to(self.device))[0]
        self._last_q = q
        if random.random() < epsilon:
            return random.randrange(self.n_actions)
        return int(q.argmax())

    def initial_priority(self, action, reward, next_obs, discount):
        """Actor-side |TD error| for a fresh transition, using the Q-values computed in act()."""
        with torch.no_grad():
            next_q = self.target(next_obs.unsqueeze(0).to(self.device))[0].max()
        target = reward + discount * next_q
        return (target - self._last_q[action]).abs()

    def _td_targets(self, batch):
        with torch.no_grad():
            next_target = self.target(batch["next_obs"])
            if self.double_q:
                best = self.online(batch["next_obs"]).argmax(dim=1, keepdim=True)
                next_v = next_target.gather(1, best).squeeze(1)
            else:
                next_v = next_target.max(dim=1).values
            return batch["rewards"] + batch["discounts"] * next_v

    def learn(self, batch):
        batch = {k: v.to(self.device) for k, v in batch.items()}
        q = self.online(batch["obs"]).gather(1, batch["actions"][:, None]).squeeze(1)
        target = self._td_targets(batch)
        td = target - q
        loss = (batch["weights"] * F.smooth_l1_loss(q, target, reduction="none")).mean()
        self.optimizer.zero_grad()
        loss.backward()
        if self.grad_clip:
            torch.nn.utils.clip_grad_norm_(self.online.parameters(), self.grad_clip)
        self.optimizer.step()
        self.updates += 1
        if self.soft_tau:
            with torch.no_grad():
                for po, pt in zip(self.online.parameters(), self.target.parameters()):
                    pt.lerp_(po, self.soft_tau)
        elif self.updates % self.target_update == 0:
            self.target.load_state_dict(self.online.state_dict())
        if hasattr(self.online.head, "reset_noise"):
            self.online.head.reset_noise()
        return {"loss": loss.item(), "q_mean": q.mean().item(), "td_abs": td.detach().abs()}

    def state_dict(self):
        return {"online": self.online.state_dict(), "target": self.target.state_dict(),
                "optimizer": self.optimizer.state_dict(), "updates": self.updates}

    def load_state_dict(self, state):
        self.online.load_state_dict(state["online"])
        self.target.load_state_dict(state["target"])
        self.optimizer.load_state_dict(state["optimizer"])
        self.updates = state["updates"]
