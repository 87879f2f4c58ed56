"""Reproduction: the autoencoder's reconstruction loss turns nan after a few steps."""
import math

import torch

from sensorad import config
from sensorad.cli import train


def test_reconstruction_loss_stays_finite():
    torch.set_num_threads(1)
    cfg = config.load("configs/pump_station.json", {
        "simulation": {"n_samples": 30000},
        "training": {"epochs": 1, "log_every": 5},
        "output_dir": None,
    })
    _, history = train(cfg)
    bad = [i for i, v in enumerate(history) if not math.isfinite(v)]
    assert not bad, (
        f"recon_mse became {history[bad[0]]} at step {bad[0] + 1} of {len(history)} "
        f"(finite before: {[round(v, 4) for v in history[:bad[0]]]})")
    assert history[-1] < history[0]
