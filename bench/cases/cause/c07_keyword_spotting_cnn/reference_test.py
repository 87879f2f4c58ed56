"""Reproduction: evaluating the same checkpoint twice gives different results."""
import pytest
import torch

import evaluate
import train


@pytest.fixture(scope="module")
def ckpt(tmp_path_factory):
    torch.manual_seed(0)
    out = tmp_path_factory.mktemp("kws") / "kws.pt"
    return train.main(["--epochs", "2", "--n-per-class", "30", "--out", str(out)])


def test_evaluation_of_a_checkpoint_is_repeatable(ckpt):
    runs = [evaluate.main([ckpt, "--n-per-class", "20"]) for _ in range(3)]
    losses = [round(r["loss"], 6) for r in runs]
    assert len(set(losses)) == 1, f"test loss differs between runs on the same checkpoint: {losses}"
    for r in runs[1:]:
        assert torch.equal(r["predictions"], runs[0]["predictions"])


def test_batch_size_does_not_change_predictions(ckpt):
    big = evaluate.main([ckpt, "--n-per-class", "20", "--batch-size", "256"])
    small = evaluate.main([ckpt, "--n-per-class", "20", "--batch-size", "16"])
    assert abs(big["loss"] - small["loss"]) < 1e-4, (big["loss"], small["loss"])
