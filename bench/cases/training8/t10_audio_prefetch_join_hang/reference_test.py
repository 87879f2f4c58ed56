"""Reproduction: training freezes at the end of the first epoch when max_steps_per_epoch is set."""
import threading

from escnet.config import load_config
from escnet.trainer import train


def test_training_with_max_steps_per_epoch_finishes():
    cfg = load_config("configs/esc.yaml",
                      data={"n_train": 320, "n_valid": 64},
                      train={"epochs": 2, "batch_size": 16, "max_steps_per_epoch": 4, "log_every": 0})
    result = {}

    def target():
        try:
            result["history"] = train(cfg, log=lambda *a, **k: None)[1]
        except BaseException as e:  # pragma: no cover - surfaced below
            result["error"] = e

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(timeout=20)
    assert not worker.is_alive(), "training hangs: timed out after 20 s, still stuck after the first epoch"
    assert "error" not in result, result.get("error")
    assert len(result["history"]) == 2
