"""Reproduction: SWEM training loss turns into NaN after a few dozen healthy iterations."""
import math

from sentiment.train import train
from sentiment.utils import load_cfg


def test_training_loss_stays_finite():
    cfg = load_cfg("configs/swem.yaml")
    cfg["train"]["epochs"] = 1
    cfg["train"]["log_every"] = 0
    _, losses = train(cfg, log=lambda *a, **k: None)
    bad = [i for i, l in enumerate(losses) if not math.isfinite(l)]
    assert not bad, (f"loss became {losses[bad[0]]} at iteration {bad[0]} "
                     f"(previous losses {losses[max(0, bad[0] - 3):bad[0]]})")
