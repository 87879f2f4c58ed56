"""Reproduction: with monitor_layers set, the AE training's memory keeps climbing epoch after epoch."""
import gc

import torch

from netae.data import simulate_telemetry
from netae.model import TelemetryAE
from netae.trainer import Trainer


def test_rss_flat_with_activation_monitor():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    train, val = simulate_telemetry(n_train=20_000, n_val=5_000)
    trainer = Trainer(TelemetryAE(), monitor_layers=["enc.1", "enc.3", "bottleneck"], log=None)
    gc.collect()
    history = trainer.fit(train, val, epochs=6)
    rss = [round(h["rss_mb"]) for h in history]
    growth = rss[-1] - rss[0]
    assert growth < 40, f"RSS grew by {growth} MB over {len(rss) - 1} epochs; rss per epoch (MB): {rss}"
