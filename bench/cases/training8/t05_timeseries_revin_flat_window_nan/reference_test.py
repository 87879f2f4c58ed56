"""Reproduction: forecaster training loss becomes NaN after a few dozen healthy steps."""
import math

from sensorcast.pipeline import fit
from sensorcast.utils import load_config


def test_dlinear_training_stays_finite():
    cfg = load_config("configs/dlinear.yaml")
    cfg["train"]["log_every"] = 0
    _, history, evals = fit(cfg, log=lambda *a, **k: None)
    bad = [i for i, l in enumerate(history) if not math.isfinite(l)]
    assert not bad, (f"train_mse became {history[bad[0]]} at step {bad[0]} after "
                     f"{bad[0]} finite steps (last finite {history[bad[0] - 1] if bad[0] else None})")
    assert all(math.isfinite(e["val_mse"]) for e in evals), evals
