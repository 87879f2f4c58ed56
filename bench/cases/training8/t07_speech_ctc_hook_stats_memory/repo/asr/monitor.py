"""Training diagnostics: per-layer activation RMS (forward hooks) and gradient norm."""
from collections import defaultdict

import torch


class ActivationStats:
    """Records the RMS of every watched layer's output on each forward pass in train mode."""

    def __init__(self, model, layer_types=(torch.nn.Conv1d, torch.nn.GRU, torch.nn.Linear)):
        self.history = defaultdict(list)
        self.handles = []
        for name, module in model.named_modules():
            if isinstance(module, layer_types):
                self.handles.append(module.register_forward_hook(self._hook(name)))

    def _hook(self, name):
        def hook(module, inputs, output):
            if not module.training:
                return
            if isinstance(output, tuple):          # GRU -> (output, h_n)
                output = output[0]
            if isinstance(output, torch.nn.utils.rnn.PackedSequence):
                output = output.data
            self.history[name].append(output.pow(2).mean().sqrt())
        return hook

    def summary(self, last=50):
        return {name: torch.stack(vals[-last:]).mean().item() for name, vals in self.history.items() if vals}

    def remove(self):
        for h in self.handles:
            h.remove()


class GradNorm:
    def __init__(self):
        self.values = []

    def update(self, model):
        total = torch.norm(torch.stack([p.grad.detach().norm() for p in model.parameters() if p.grad is not None]))
        self.values.append(total.item())
        return self.values[-1]

    def mean(self, last=50):
        vals = self.values[-last:]
        return sum(vals) / max(len(vals), 1)
