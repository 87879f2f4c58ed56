"""Reproduction: resident memory of train.py grows every epoch although the dataset is fixed."""
import torch

import train


def test_memory_flat_after_first_epoch():
    torch.set_num_threads(1)
    _, history = train.main(["--epochs", "6", "--n", "600"])
    rss = [round(h["rss_mb"], 1) for h in history]
    growth = rss[-1] - rss[1]
    assert growth < 12.0, f"rss per epoch (MB): {rss}; grew {growth:.1f} MB after epoch 2"
