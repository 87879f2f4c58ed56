"""Reproduction: training with configs/sort_rms.yaml produces NaN losses from the first step."""
import math

import torch

import train
from s2s import config as config_lib
from s2s.data.batching import make_loader


def test_sort_rms_config_gives_finite_loss():
    torch.set_num_threads(1)
    cfg = config_lib.load("configs/sort_rms.yaml")
    cfg["data"]["num_train"] = 256
    vocab, train_ds, _, model, trainer = train.build(cfg)
    losses = []
    for i, batch in enumerate(make_loader(train_ds, 32, True)):
        losses.append(trainer.train_step(batch))
        if i == 3:
            break
    assert all(math.isfinite(l) for l in losses), f"non-finite training losses: {losses}"
