"""Reproduction: cosine schedule + min-SNR weighting gives a nan loss after a few dozen steps."""
import math

import torch

from tinydiff import DiffusionTrainer


def test_training_loss_stays_finite_with_cosine_schedule():
    torch.set_num_threads(1)
    tr = DiffusionTrainer(T=1000, schedule="cosine", snr_gamma=5.0, batch_size=64, seed=0)
    losses = tr.train(400, log_every=0, log=lambda *a: None)
    bad = [i for i, v in enumerate(losses, 1) if not math.isfinite(v)]
    assert not bad, f"non-finite loss from step {bad[0]} on: {losses[bad[0] - 3:bad[0] + 3]}"
    assert all(torch.isfinite(p).all() for p in tr.model.parameters())
