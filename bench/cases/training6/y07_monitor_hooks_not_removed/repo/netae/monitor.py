"""Activation statistics of selected layers, collected with forward hooks during validation."""
import torch


class ActivationMonitor:
    def __init__(self, model, layer_names):
        modules = dict(model.named_modules())
        missing = [n for n in layer_names if n not in modules]
        if missing:
            raise KeyError(f"unknown layers {missing}")
        self.modules = {n: modules[n] for n in layer_names}
        self._handles = []
        self._buffers = {}

    def _hook_for(self, name):
        buf = []
        self._buffers[name] = buf

        def hook(module, inputs, output):
            buf.append(output.detach())
        return hook

    def start(self):
        """Begin collecting (call before the validation loop)."""
        for name, module in self.modules.items():
            self._handles.append(module.register_forward_hook(self._hook_for(name)))

    def stop(self):
        """Stop collecting and return per-layer statistics of what was seen since start()."""
        stats = {}
        for name, buf in self._buffers.items():
            if not buf:
                continue
            acts = torch.cat(buf)
            stats[name] = {
                "mean": acts.mean().item(),
                "std": acts.std().item(),
                "dead_frac": (acts <= 0).all(dim=0).float().mean().item(),
                "sat_frac": (acts.abs() > 6).float().mean().item(),
            }
        self._handles.clear()
        return stats
