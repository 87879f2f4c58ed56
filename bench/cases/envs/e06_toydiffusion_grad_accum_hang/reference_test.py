"""Reproduction: with fewer batches per epoch than --grad-accum, training never finishes."""
import signal

import pytest

from toydiff import cli


def _alarm(signum, frame):
    raise TimeoutError("training did not finish 10 optimiser steps within 20 s (hang)")


@pytest.fixture
def time_limit():
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def test_small_dataset_with_grad_accum_finishes(time_limit):
    trainer, dist = cli.main(["--dataset", "spiral", "--n", "500", "--batch-size", "128",
                              "--grad-accum", "8", "--steps", "10", "--T", "20", "--no-progress"])
    assert len(trainer.history) == 10
