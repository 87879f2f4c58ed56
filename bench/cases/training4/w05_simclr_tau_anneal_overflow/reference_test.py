"""Reproduction: SimCLR loss becomes NaN once the annealed temperature gets small (later epochs)."""
import math

import torch

import pretrain


def test_loss_finite_through_temperature_annealing():
    torch.set_num_threads(1)
    # faster annealing so that tau reaches --tau-min (0.01) within a few epochs
    log = pretrain.main(["--n-train", "512", "--n-probe", "400", "--epochs", "8", "--batch-size", "128",
                         "--width", "8", "--tau-decay", "0.6"])
    bad = [r for r in log if not math.isfinite(r["loss"])]
    assert not bad, f"loss is {bad[0]['loss']} from epoch {bad[0]['epoch']} (tau={bad[0]['tau']:.4f})"
