"""Reproduction: the tagger cannot be trained with batches of sentences of different lengths."""
import math

import train


def test_training_with_batches_runs_and_learns():
    _, history = train.main(["--epochs", "2", "--n-train", "400", "--n-dev", "100",
                             "--batch-size", "16"])
    losses = [h["loss"] for h in history]
    assert all(math.isfinite(v) for v in losses), losses
    assert history[-1]["f1"] > 0.5, history
