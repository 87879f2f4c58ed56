"""Reproduction: MLM pretraining with small batches turns nan after some steps."""
import math

import torch

import train


def test_small_batch_pretraining_stays_finite():
    torch.set_num_threads(1)
    trainer, losses, acc = train.main(["--batch-size", "4", "--mask-prob", "0.1", "--max-steps", "400",
                                       "--n-peptides", "3000", "--log-every", "0"])
    bad = [(step, loss) for step, loss in losses if not math.isfinite(loss)]
    assert not bad, f"mlm loss became non-finite at step {bad[0][0]} ({len(bad)} of {len(losses)} steps): {bad[:5]}"
    first = sum(l for _, l in losses[:50]) / 50
    last = sum(l for _, l in losses[-50:]) / 50
    assert last < first, f"mlm loss did not go down: first 50 steps {first:.3f}, last 50 {last:.3f}"
    assert acc > 0.1, f"masked-token accuracy {acc:.3f}"
