"""Reproduction: the beat pipeline gives different losses on two runs with the same seed."""
import torch

from ecgbeat.pipeline import BeatPipeline


def _run():
    p = BeatPipeline.from_yaml("configs/beats.yaml", data__n_train=768, data__n_val=128, train__epochs=2)
    p.log = lambda s: None
    return [(h["train_loss"], h["val_macro_f1"]) for h in p.fit()["history"]]


def test_same_seed_same_history():
    torch.set_num_threads(1)
    h1, h2 = _run(), _run()
    assert h1 == h2, f"same seed (42) gave different results: run1 {h1} vs run2 {h2}"
