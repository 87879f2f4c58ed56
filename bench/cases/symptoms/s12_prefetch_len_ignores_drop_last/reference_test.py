"""Reproduction: training blocks forever at the end of the first epoch."""
import threading
import time

import torch

import train

LIMIT_S = 20


def test_two_epochs_finish():
    torch.set_num_threads(1)
    result = {}

    def target():
        try:
            result["history"] = train.main({"epochs": 2, "n_train": 1000, "n_val": 200,
                                            "log_every": 0})[1]
        except BaseException as e:
            result["error"] = e

    worker = threading.Thread(target=target, daemon=True)
    start = time.time()
    worker.start()
    worker.join(LIMIT_S)
    if worker.is_alive():
        raise TimeoutError(f"train.main still running after {time.time() - start:.0f} s for a 2-epoch "
                           f"run on 1000 spectra (hang); epochs finished: {result.get('history')}")
    if "error" in result:
        raise result["error"]
    assert len(result["history"]) == 2
