"""Reproduction: resident memory grows with every epoch of the shape classifier."""
import gc

import torch

from shapesnet import Trainer


def rss_mb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def test_rss_stays_flat_across_epochs():
    torch.set_num_threads(1)
    rss = []

    def record(epoch, trainer):
        gc.collect()
        rss.append(round(rss_mb(), 1))

    Trainer(n_train=2000, seed=0, log=lambda *a: None).fit(5, callback=record)
    growth = rss[-1] - rss[0]
    assert growth < 40, f"RSS after each epoch (MB): {rss} -> grew {growth:.0f} MB since epoch 1"
