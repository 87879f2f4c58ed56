"""Reproduction: with `optim.grad_clip: 0` (documented as "disables clipping") the CNN never learns."""
import torch

import train


def test_trains_with_clipping_disabled():
    torch.set_num_threads(1)
    _, history = train.main([
        "--config", "configs/base.yaml",
        "--set", "optim.grad_clip=0", "data.n_train=1200", "data.n_val=400",
        "trainer.epochs=3", "trainer.batch_size=64", "trainer.log_every=10", "trainer.checkpoint=null",
    ])
    val_acc = [round(h["val_acc"], 3) for h in history]
    train_loss = [round(h["train_loss"], 4) for h in history]
    assert max(val_acc) > 0.6, f"val_acc per epoch {val_acc} (4 classes); train_loss {train_loss}"
    assert train_loss[-1] < train_loss[0] - 0.2, f"train_loss did not fall: {train_loss}"
