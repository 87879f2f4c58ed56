"""Reproduction: memory grows by a few MB every epoch of train.py."""
import gc

import torch

import train


def _rss_mb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def test_rss_flat_across_epochs(monkeypatch):
    torch.set_num_threads(1)
    rss = []
    original = train.evaluate_retrieval

    def evaluate_and_measure(model, loader):
        result = original(model, loader)
        gc.collect()
        rss.append(round(_rss_mb(), 1))
        return result

    monkeypatch.setattr(train, "evaluate_retrieval", evaluate_and_measure)
    train.main(["--epochs", "15"])
    growth = rss[-1] - rss[2]
    assert growth < 15, (
        f"RSS grew by {growth:.1f} MB between epoch 3 and epoch 15; RSS after each epoch (MB): {rss}")
