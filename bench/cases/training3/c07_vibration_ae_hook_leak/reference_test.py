"""Reproduction: every epoch leaves another set of forward hooks behind; each of them keeps appending
activation samples to a buffer nobody reads, so memory (and step time) grows epoch after epoch."""
import torch
import torch.nn as nn

from vibae.callbacks import ActivationMonitor, Callback
from vibae.data import make_spectra
from vibae.model import SpectrumAE
from vibae.trainer import Trainer


def _held_mb(hook):
    """MB of activation tensors reachable from a hook function's closure."""
    total = 0
    for cell in hook.__closure__ or ():
        store = cell.cell_contents
        if isinstance(store, dict):
            total += sum(t.numel() * t.element_size() for chunks in store.values() for t in chunks)
    return total / 2 ** 20


class CountHooks(Callback):
    def __init__(self):
        self.per_epoch, self.mb = [], []

    def on_epoch_end(self, trainer, epoch, logs):
        hooks = [h for m in trainer.model.modules() if isinstance(m, nn.Linear) for h in m._forward_hooks.values()]
        self.per_epoch.append(len(hooks))
        self.mb.append(round(sum(_held_mb(h) for h in hooks), 3))


def test_activation_monitor_does_not_accumulate_hooks():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    counter = CountHooks()
    model = SpectrumAE()
    n_linear = sum(isinstance(m, nn.Linear) for m in model.modules())
    trainer = Trainer(model, batch_size=256, epochs=5, callbacks=[ActivationMonitor(), counter])
    trainer.fit(make_spectra(2048), make_spectra(256, seed=1), make_spectra(256, faulty=True, seed=2))
    print("forward hooks on Linear layers at the end of each epoch:", counter.per_epoch)
    print("MB of activations held by those hooks:", counter.mb)
    assert max(counter.per_epoch) <= n_linear and counter.mb[-1] <= counter.mb[0], (
        f"forward hooks per epoch: {counter.per_epoch} (model has {n_linear} Linear layers); "
        f"MB held by their buffers: {counter.mb}")
