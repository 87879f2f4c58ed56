import copy

import torch


class EMA:
    """Exponential moving average of model weights."""

    def __init__(self, model, decay=0.999, warmup=100):
        self.decay = decay
        self.warmup = warmup
        self.num_updates = 0
        self.shadow = copy.deepcopy(model).eval()
        for p in self.shadow.parameters():
            p.requires_grad_(False)

    def current_decay(self):
        return min(self.decay, (1 + self.num_updates) / (self.warmup + self.num_updates))

    @torch.no_grad()
    def update(self, model):
        self.num_updates += 1
        d = self.current_decay()
        for s, p in zip(self.shadow.parameters(), model.parameters()):
            s.mul_(d).add_(p.detach(), alpha=1 - d)
        for s, b in zip(self.shadow.buffers(), model.buffers()):
            s.copy_(b)
