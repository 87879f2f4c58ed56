"""Exponential-moving-average teacher (Tarvainen & Valpola, 2017)."""
import copy

import torch


class EMATeacher:
    def __init__(self, student, decay=0.99):
        self.decay = decay
        self.model = copy.deepcopy(student)
        for p in self.model.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, student, step):
        # use a smaller decay early on, when the student changes fast
        d = min(self.decay, 1.0 - 1.0 / (step + 1))
        for t, s in zip(self.model.parameters(), student.parameters()):
            t.mul_(d).add_(s.detach(), alpha=1.0 - d)
        for t, s in zip(self.model.buffers(), student.buffers()):
            t.copy_(s)

    def __call__(self, x):
        return self.model(x)
