"""Reproduction: the Poisson NLL becomes nan after some steps of training."""
import math

import torch

from bikeshare.train import main


def test_training_loss_stays_finite():
    torch.set_num_threads(1)
    _, log = main(["--stations", "20", "--days", "90", "--val-days", "14", "--epochs", "2",
                   "--batch-size", "256", "--log-every", "25", "--save", ""])
    bad = [r for r in log if not math.isfinite(r["nll"])]
    assert not bad, (
        f"poisson_nll became non-finite at step {bad[0]['step']} (epoch {bad[0]['epoch']}) and "
        f"{len(bad)}/{len(log)} steps have nll={bad[0]['nll']}; first steps: "
        f"{[round(r['nll'], 3) for r in log[:5]]}")
