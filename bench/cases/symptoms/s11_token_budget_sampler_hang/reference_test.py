"""Reproduction: training never starts when --max-tokens is smaller than the longest sequence."""
import threading
import time

import torch

import train

LIMIT_S = 20


def test_training_with_small_token_budget_finishes():
    torch.set_num_threads(1)
    result = {}

    def target():
        try:
            result["history"] = train.main(["--n-train", "300", "--n-val", "100", "--epochs", "1",
                                            "--max-tokens", "512"])[1]
        except BaseException as e:  # surface errors from the worker thread
            result["error"] = e

    worker = threading.Thread(target=target, daemon=True)
    start = time.time()
    worker.start()
    worker.join(LIMIT_S)
    if worker.is_alive():
        raise TimeoutError(f"train.main(--max-tokens 512) still running after {time.time() - start:.0f} s "
                           "without finishing a single epoch (hang)")
    if "error" in result:
        raise result["error"]
    assert len(result["history"]) == 1
