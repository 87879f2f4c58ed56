"""Reproduction: resident memory grows by tens of MB every epoch of BPR training."""
import gc

from recsys.config import load
from recsys.trainer import train
from recsys.utils import rss_mb


def test_rss_does_not_grow_across_epochs():
    cfg = load("configs/bpr_mf.yaml", {"train": {"epochs": 4, "eval_every": 0, "log_memory": False}})
    rss = []

    def record(epoch, model, sampler):
        gc.collect()
        rss.append(rss_mb())

    train(cfg, log=lambda *a, **k: None, on_epoch_end=record)
    growth = rss[-1] - rss[0]
    assert growth < 40, (f"memory keeps growing: RSS per epoch {[round(r) for r in rss]} MB, "
                         f"+{growth:.0f} MB after the first epoch")
