"""Reproduction: evaluating the same checkpoint twice gives different validation results."""
import torch
from torch.utils.data import DataLoader

import evaluate
import train
from fabric.data import build_datasets
from fabric.engine import predict


def test_validation_predictions_are_reproducible(tmp_path):
    ckpt, _ = train.main(["--epochs", "1", "--out", str(tmp_path / "best.pt")])
    model, meta = evaluate.load_model(ckpt)
    _, val_ds = build_datasets(meta["config"])
    loader = DataLoader(val_ds, batch_size=256)
    p1, y1 = predict(model, loader)
    p2, y2 = predict(model, loader)
    assert torch.equal(y1, y2)
    assert torch.equal(p1, p2), (
        "two passes over the validation split with the same eval-mode model differ: "
        f"max |dp| = {(p1 - p2).abs().max().item():.4f}")


def test_evaluate_script_matches_logged_val_metrics(tmp_path):
    ckpt, history = train.main(["--epochs", "1", "--out", str(tmp_path / "best.pt")])
    runs = [evaluate.main([ckpt]) for _ in range(2)]
    assert runs[0] == runs[1], f"evaluate.py results differ between runs: {runs}"
    assert abs(runs[0]["loss"] - history[0]["val"]["loss"]) < 1e-6, (runs, history[0]["val"])
