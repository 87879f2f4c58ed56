"""Reproduction: resident memory grows every epoch while training the autoencoder."""
import torch

import train


def test_memory_is_flat_across_epochs():
    torch.set_num_threads(1)
    _, history = train.main(["--epochs", "5", "--n-train", "20000"])
    rss = history["rss_mb"]          # measured by the training loop at the end of each epoch
    growth = rss[-1] - rss[1]
    assert growth < 25, (
        f"process memory grew by {growth:.1f} MB between the end of epoch 2 and the end of "
        f"epoch {len(rss)}; RSS per epoch (MB): {[round(r) for r in rss]}")
