"""Reproduction: two forecaster runs with the same seed produce different results."""
import torch

from tsf.config import ForecastConfig
from tsf.run import run


def test_same_seed_gives_same_history():
    torch.set_num_threads(1)
    cfg = ForecastConfig(n_series=8, length=2000, windows_per_epoch=2048, val_windows=512,
                         hidden=16, layers=1, epochs=2, seed=0)
    _, h1 = run(cfg, verbose=False)
    _, h2 = run(cfg, verbose=False)
    assert h1 == h2, f"same seed, different results:\nrun 1: {h1[-1]}\nrun 2: {h2[-1]}"
