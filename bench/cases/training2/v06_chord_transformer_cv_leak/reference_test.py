"""Reproduction: models of finished cross-validation folds are never freed, so memory grows by one
model (parameters + grads) per fold."""
import gc

import torch

import cv
from chordgenre.model import ChordTransformer


def _live_models():
    gc.collect()
    return [o for o in gc.get_objects() if isinstance(o, ChordTransformer)]


def test_fold_models_are_released():
    torch.set_num_threads(1)
    assert not _live_models()
    cv.main(["--n", "600", "--folds", "3", "--epochs", "1", "--d-model", "64", "--layers", "2"])
    live = _live_models()
    kept_mb = sum(p.numel() * 2 * 4 for m in live for p in m.parameters()) / 2 ** 20
    assert not live, (f"{len(live)} models of finished folds are still alive after cv.main() "
                      f"returned; memory leak of ~{kept_mb:.1f} MB (params + grads), one model per fold")
