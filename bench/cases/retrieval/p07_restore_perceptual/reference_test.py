"""Reproduction: with a perceptual loss term, live tensors (and RSS) grow from epoch to epoch."""
import gc

import torch

from restore.config import load_config
from restore.engine.trainer import Trainer, rss_mb


def live_tensors():
    gc.collect()
    return sum(1 for o in gc.get_objects() if torch.is_tensor(o))


def test_memory_flat_with_perceptual_loss():
    torch.set_num_threads(1)
    cfg = load_config("configs/sr_x2.yaml")
    cfg["data"]["num_train"] = 48
    cfg["data"]["num_val"] = 16
    trainer = Trainer(cfg, log=lambda *a: None)
    counts, rss = [], []
    for _ in range(3):
        trainer.train_epoch()
        counts.append(live_tensors())
        rss.append(round(rss_mb()))
    assert counts[-1] - counts[0] < 20, (
        f"memory grows every epoch: live tensors per epoch {counts}, rss MB {rss}")
