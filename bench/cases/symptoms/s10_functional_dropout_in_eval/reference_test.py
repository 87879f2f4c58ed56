"""Reproduction: evaluating the same checkpoint twice gives different predictions."""
import torch

import evaluate
import train


def test_evaluation_is_deterministic(tmp_path):
    torch.set_num_threads(1)
    ckpt = train.main(["--epochs", "2", "--n-train", "1500", "--out", str(tmp_path / "occ.pt")])
    acc1, conf1, pred1 = evaluate.evaluate(ckpt, n_test=500)
    acc2, conf2, pred2 = evaluate.evaluate(ckpt, n_test=500)
    changed = (pred1 != pred2).sum().item()
    assert torch.equal(pred1, pred2), (
        f"same checkpoint and same test frames, but {changed}/500 predictions differ between two "
        f"evaluations (accuracy {acc1:.4f} vs {acc2:.4f})")
