"""Reproduction: with gradient clipping switched off (grad_clip: 0) the CNN does not learn at all."""
from shapenet.config import load
from shapenet.engine.build import build_trainer


def test_training_with_grad_clip_disabled_learns():
    cfg = load("configs/shapes.yaml", [
        "data.n_train", "1024", "data.n_val", "256", "optim.epochs", "4",
        "optim.batch_size", "32", "model.width", "16", "log_interval", "0",
        "optim.grad_clip", "0",   # documented as "0 = off"
    ])
    history = build_trainer(cfg, log=lambda *a, **k: None).fit()
    first, last = history[0], history[-1]
    assert last["train_loss"] < 1.1 and last["val_acc"] > 0.5, (
        f"model does not learn: train loss {first['train_loss']:.4f} -> {last['train_loss']:.4f}, "
        f"val accuracy {last['val_acc']:.3f} (chance is 0.25)")
