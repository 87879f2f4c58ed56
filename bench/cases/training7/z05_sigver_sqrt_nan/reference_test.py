"""Reproduction: contrastive training of the signature encoder turns nan after a number of normal steps."""
import math

import torch

from sigver.trainer import run_experiment


def test_contrastive_training_stays_finite():
    torch.set_num_threads(1)
    model, history = run_experiment("configs/siamese.yaml", steps=400, log=lambda s: None)
    losses = [h["loss"] for h in history]
    bad = [h["step"] for h in history if not math.isfinite(h["loss"])]
    weights_finite = all(torch.isfinite(p).all() for p in model.parameters())
    assert not bad and weights_finite, (
        f"loss became nan at step {bad[0] if bad else '?'} after {bad[0] - 1 if bad else '?'} finite steps "
        f"(weights finite: {weights_finite}); last finite loss "
        f"{[l for l in losses if math.isfinite(l)][-1]:.4f}")
