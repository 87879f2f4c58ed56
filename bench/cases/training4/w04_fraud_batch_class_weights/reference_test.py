"""Reproduction: the fraud MLP's training loss turns NaN after a few dozen steps."""
import math

import torch

from fraud.data import CLASSES, make_transactions, split
from fraud.engine import make_loader, train_one_epoch
from fraud.features import StandardScaler
from fraud.model import TabularMLP


def test_training_loss_stays_finite():
    torch.set_num_threads(1)
    torch.manual_seed(7)
    num, cat, y = make_transactions(40_000, seed=7)
    (tn, tc, ty), _ = split(num, cat, y, seed=7)
    loader = make_loader(StandardScaler().fit(tn).transform(tn), tc, ty, 256, shuffle=True, seed=7)
    model = TabularMLP(tn.shape[1], len(CLASSES))
    opt = torch.optim.Adam(model.parameters(), lr=1e-3, weight_decay=1e-5)
    losses = []
    for epoch in range(2):
        train_one_epoch(model, loader, opt, epoch, log_every=0, history=losses)
    bad = [i for i, l in enumerate(losses) if not math.isfinite(l)]
    assert not bad, f"loss became {losses[bad[0]]} at step {bad[0]} (first losses {losses[:3]})"
    assert all(torch.isfinite(p).all() for p in model.parameters())
