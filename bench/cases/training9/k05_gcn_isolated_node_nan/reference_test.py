"""Reproduction: GCN training loss becomes nan partway through the first epoch."""
import math

import torch

from molgraph import make_dataset, train


def test_gcn_training_loss_stays_finite():
    torch.set_num_threads(1)
    graphs = make_dataset(2000, seed=0)
    val, tr = graphs[:400], graphs[400:]
    model, history = train(tr, val, epochs=2, seed=0, log=lambda *a: None)
    losses = history["step_loss"]
    bad = [i for i, v in enumerate(losses, 1) if not math.isfinite(v)]
    assert not bad, (f"loss became {losses[bad[0] - 1]} at step {bad[0]} "
                     f"(previous losses {losses[max(bad[0] - 4, 0):bad[0] - 1]})")
    assert all(torch.isfinite(p).all() for p in model.parameters())
