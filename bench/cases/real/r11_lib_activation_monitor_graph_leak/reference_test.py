"""Reproduction: process memory grows every step while an ActivationMonitor is attached."""
import gc
import os

import torch
import torch.nn as nn

from featmon import ActivationMonitor


def rss_mb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def test_monitored_training_has_flat_memory():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    model = nn.Sequential()
    model.add_module("fc1", nn.Linear(64, 512))
    model.add_module("act1", nn.ReLU())
    model.add_module("fc2", nn.Linear(512, 512))
    model.add_module("act2", nn.ReLU())
    model.add_module("out", nn.Linear(512, 10))
    mon = ActivationMonitor(model, ["act1", "act2"], momentum=0.01)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    X, y = torch.randn(256, 64), torch.randint(0, 10, (256,))
    rss = []
    for step in range(120):
        loss = nn.functional.cross_entropy(model(X), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 20 == 19:
            gc.collect()
            rss.append(round(rss_mb(), 1))
    growth = rss[-1] - rss[0]
    assert growth < 25, f"RSS grew by {growth:.1f} MB over 100 steps; RSS every 20 steps (MB): {rss}"
    assert mon.summary()["act1"]["updates"] == 120
