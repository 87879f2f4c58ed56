"""Reproduction: memory grows steadily from epoch to epoch while training the CTC model."""
import gc

from asr.trainer import Trainer
from asr.utils import load_config, rss_mb


def test_memory_is_flat_across_epochs():
    cfg = load_config("conf/base.yaml")
    cfg["data"]["n_train"] = 256
    cfg["train"]["log_every"] = 0
    trainer = Trainer(cfg, log=lambda *a, **k: None)
    rss = []

    def record(epoch, tr):
        gc.collect()
        rss.append(rss_mb())

    trainer.fit(epochs=4, on_epoch_end=record)
    growth = rss[-1] - rss[0]
    assert growth < 40, f"RSS grows every epoch: {[round(r) for r in rss]} MB (+{growth:.0f} MB since epoch 1)"
