"""Reproduction: a batch that contains a brand-new user (empty click history) turns the loss and then every
weight into NaN. The default data (300k impressions) contain 4 such users, so a full run dies early in epoch 1."""
import math

import torch

from recsys.data import ImpressionDataset, make_impressions
from recsys.model import DINLite
from recsys.trainer import Trainer


def test_training_survives_cold_start_users():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    history, lengths, candidate, clicked = make_impressions(20_000, seed=0, cold_start_rate=1e-3)
    cold = (lengths == 0).nonzero().flatten()
    assert len(cold) > 0
    idx = torch.cat([torch.arange(2000), cold[:2]])
    ds = ImpressionDataset(history[idx], lengths[idx], candidate[idx], clicked[idx])
    model = DINLite(5000)
    trainer = Trainer(model, batch_size=256)
    for _ in range(2):
        trainer.train_epoch(ds)
    bad_steps = [i + 1 for i, l in enumerate(trainer.losses) if not math.isfinite(l)]
    params_finite = all(torch.isfinite(p).all() for p in model.parameters())
    assert not bad_steps and params_finite, (
        f"loss is nan/inf at steps {bad_steps} of {len(trainer.losses)}; all parameters finite: {params_finite}")
