from collections import defaultdict

import torch
import torch.nn as nn


class ActivationMonitor:
    """Records which ReLU units fire so we can report the fraction of 'dead' units
    (units that are zero for every input seen)."""

    def __init__(self, model):
        self.active = defaultdict(list)
        self.handles = []
        for name, module in model.named_modules():
            if isinstance(module, nn.ReLU):
                self.handles.append(module.register_forward_hook(self._hook(name)))

    def _hook(self, name):
        def record(module, inputs, output):
            self.active[name].append(output.detach() > 0)
        return record

    def dead_fraction(self):
        out = {}
        for name, masks in self.active.items():
            fired = torch.cat(masks).any(dim=0)
            out[name] = 1.0 - fired.float().mean().item()
        return out

    def reset(self):
        self.active.clear()

    def remove(self):
        for h in self.handles:
            h.remove()
        self.handles.clear()
