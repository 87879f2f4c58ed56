"""Reproduction: memory held by the training process grows from epoch to epoch (shapes classifier)."""
import gc

import torch

import train
from shapes.callbacks import Callback


def live_tensor_mb():
    gc.collect()
    seen, total = set(), 0
    for obj in gc.get_objects():
        try:
            if torch.is_tensor(obj) and obj.untyped_storage().data_ptr() not in seen:
                seen.add(obj.untyped_storage().data_ptr())
                total += obj.untyped_storage().nbytes()
        except Exception:
            pass
    return total / 2 ** 20


class MemoryProbe(Callback):
    def __init__(self):
        self.mb = []

    def on_epoch_end(self, trainer, epoch, metrics):
        self.mb.append(live_tensor_mb())


def test_memory_does_not_grow_across_epochs():
    torch.set_num_threads(1)
    cfg = train.config_lib.load("configs/shapes.ini", {
        "data.n_train": 1024, "data.n_val": 256, "model.width": 8, "logging.probe_size": 256,
        "train.epochs": 5, "logging.checkpoint": ""})
    trainer = train.build(cfg)
    probe = MemoryProbe()
    trainer.callbacks.append(probe)
    trainer.fit(cfg["epochs"])
    growth = probe.mb[-1] - probe.mb[1]
    assert growth < 10, (f"live tensor memory grew by {growth:.0f} MB between epoch 2 and 5: "
                         f"{[round(m) for m in probe.mb]} MB")
