import torch.nn as nn

from .stats import RunningStats


class ActivationMonitor:
    """Attach forward hooks to named submodules and track their output statistics.

    >>> mon = ActivationMonitor(model, ["fc1", "fc2"])
    >>> ...train...
    >>> print(format_summary(mon.summary()))
    """

    def __init__(self, model: nn.Module, layers, momentum=0.01, every=1):
        self.stats = {}
        self.every = every
        self._calls = {}
        self._handles = []
        modules = dict(model.named_modules())
        for name in layers:
            if name not in modules:
                raise KeyError(f"model has no submodule {name!r}")
            self.stats[name] = RunningStats(momentum)
            self._calls[name] = 0
            self._handles.append(modules[name].register_forward_hook(self._make_hook(name)))

    def _make_hook(self, name):
        def hook(module, inputs, output):
            self._calls[name] += 1
            if self._calls[name] % self.every == 0:
                self.stats[name].update(output)
        return hook

    def summary(self):
        out = {}
        for name, s in self.stats.items():
            if s.mean is None:
                continue
            out[name] = {"mean": s.mean.mean().item(), "std": s.var.sqrt().mean().item(),
                         "dead": s.dead_fraction(), "updates": s.count}
        return out

    def reset(self):
        for name in self.stats:
            self.stats[name] = RunningStats(self.stats[name].momentum)

    def remove(self):
        for h in self._handles:
            h.remove()
        self._handles = []
