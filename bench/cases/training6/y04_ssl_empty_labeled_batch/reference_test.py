"""Reproduction: with few labels (--labeled-frac 0.05) the mean-teacher loss turns nan after some steps."""
import math

import torch

from flowssl.__main__ import main


def test_losses_stay_finite_with_scarce_labels():
    torch.set_num_threads(1)
    student, history = main(["--n-train", "6000", "--n-val", "1000", "--labeled-frac", "0.05",
                             "--epochs", "2", "--batch-size", "32", "--log-every", "20"])
    losses = [h["loss"] for h in history]
    bad = [name for name, p in student.named_parameters() if not torch.isfinite(p).all()]
    assert all(math.isfinite(v) for v in losses), f"epoch losses {losses}"
    assert not bad, f"non-finite student weights in {bad}"
