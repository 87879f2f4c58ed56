"""Reproduction: resident memory grows every epoch (validation losses kept with their graphs)."""
import gc

import train
from tabreg.monitor import rss_mb


def test_memory_flat_across_epochs(tmp_path):
    _, history = train.main(["--epochs", "6", "--n", "6000", "--val-fraction", "0.5",
                             "--log-dir", str(tmp_path / "run")])
    gc.collect()
    rss = history["rss_mb"] + [rss_mb()]
    growth = rss[-1] - rss[1]
    assert growth < 30, (
        f"process memory grew by {growth:.1f} MB from epoch 2 to the end of training; "
        f"RSS per epoch (MB): {[round(r) for r in rss]}")
