import copy
import math

import torch


class ModelEMA:
    def __init__(self, model, decay=0.9999, warmup_tau=2000):
        self.ema = copy.deepcopy(model).eval()
        for p in self.ema.parameters():
            p.requires_grad_(False)
        self.decay = decay
        self.warmup_tau = warmup_tau
        self.updates = 0

    def current_decay(self):
        if self.warmup_tau <= 0:
            return self.decay
        return self.decay * (1 - math.exp(-self.updates / self.warmup_tau))

    @torch.no_grad()
    def update(self, model):
        self.updates += 1
        d = self.current_decay()
        for ema_p, p in zip(self.ema.parameters(), model.parameters()):
            ema_p.mul_(d).add_(p.detach(), alpha=1 - d)

    def state_dict(self):
        return {"ema": self.ema.state_dict(), "updates": self.updates}

    def load_state_dict(self, state):
        self.ema.load_state_dict(state["ema"])
        self.updates = state.get("updates", 0)
