from collections import defaultdict

import torch
import torch.nn as nn


class Callback:
    def on_train_start(self, trainer): pass
    def on_epoch_start(self, trainer, epoch): pass
    def on_epoch_end(self, trainer, epoch, logs): pass
    def on_train_end(self, trainer): pass


class PrintLogger(Callback):
    def on_epoch_end(self, trainer, epoch, logs):
        keys = ["train_loss", "val_loss", "auc", "dead_frac"]
        print(f"epoch {epoch:3d}  " + "  ".join(f"{k} {logs[k]:.4f}" for k in keys if k in logs), flush=True)


class ActivationMonitor(Callback):
    """Collects a strided subsample of every Linear layer's output during the training epoch and logs
    mean / std / fraction of near-zero units (a cheap 'dead unit' detector)."""

    def __init__(self, stride=64, layer_types=(nn.Linear,)):
        self.stride = stride
        self.layer_types = layer_types
        self._handles = []
        self._acts = defaultdict(list)

    def _make_hook(self, name, store):
        def hook(module, inputs, output):
            if module.training:
                store[name].append(output.detach().flatten()[:: self.stride].clone())
        return hook

    def on_epoch_start(self, trainer, epoch):
        self._acts = defaultdict(list)
        self._handles = []
        for name, module in trainer.model.named_modules():
            if isinstance(module, self.layer_types):
                self._handles.append(module.register_forward_hook(self._make_hook(name, self._acts)))

    def on_epoch_end(self, trainer, epoch, logs):
        dead = []
        for name, chunks in self._acts.items():
            a = torch.cat(chunks)
            logs[f"act/{name}/mean"] = a.mean().item()
            logs[f"act/{name}/std"] = a.std().item()
            dead.append((a.abs() < 1e-3).float().mean().item())
        if dead:
            logs["dead_frac"] = sum(dead) / len(dead)

    def on_train_end(self, trainer):
        for h in self._handles:
            h.remove()
        self._handles = []
