"""Reproduction: the MoCo negative queue is never truncated, so it (and the per-step logits
matrix) grows with every training step."""
import torch

import pretrain


def test_queue_stays_at_queue_size():
    torch.set_num_threads(1)
    K = 1024
    model, history, _ = pretrain.main(["--n", "4000", "--epochs", "3", "--queue-size", str(K)])
    n_keys = model.queue.shape[1]
    mb = model.queue.numel() * model.queue.element_size() / 2 ** 20
    assert tuple(model.queue.shape) == (128, K), (
        f"queue grew to {n_keys} keys ({mb:.1f} MB) instead of staying at K={K}: "
        f"memory grows with every step")
