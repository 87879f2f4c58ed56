"""Reproduction: train.py never finishes the first epoch when --n is not a multiple of --batch-size."""
import io
import threading
from contextlib import redirect_stdout

import torch

import train

LIMIT_S = 20


def test_training_finishes_for_uneven_dataset_size():
    torch.set_num_threads(1)
    result, errors = {}, []
    log = io.StringIO()

    def run():
        try:
            with redirect_stdout(log):
                result["losses"] = train.main(["--n", "203", "--batch-size", "50", "--epochs", "2"])
        except BaseException as e:  # surface errors from the thread
            errors.append(e)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(LIMIT_S)
    lines = log.getvalue().strip().splitlines()
    last = lines[-1] if lines else "<no output>"
    assert not t.is_alive(), f"training hung: still running after {LIMIT_S} s, last progress line: {last!r}"
    assert not errors, errors
    assert len(result["losses"]) == 2
