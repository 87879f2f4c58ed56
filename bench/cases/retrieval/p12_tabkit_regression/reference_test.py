"""Reproduction: early stopping fires while the monitored val_loss improves every epoch."""
import torch
import yaml

from tabkit.cli import prepare
from tabkit.models import build_model
from tabkit.training.loop import fit


def test_training_not_stopped_while_val_loss_improves():
    torch.set_num_threads(1)
    with open("configs/housing_mlp.yaml") as f:
        cfg = yaml.safe_load(f)
    cfg["data"]["n_samples"] = 1500
    cfg["train"]["epochs"] = 8
    cfg["callbacks"]["early_stopping"]["patience"] = 3
    cfg["callbacks"]["checkpoint"]["dir"] = None
    _, (train, val, _) = prepare(cfg)
    model = build_model(cfg["model"], train[0].shape[1])
    history = fit(model, train, val, cfg, log=lambda *a: None)
    losses = [round(h["val_loss"], 4) for h in history]
    improved_each_epoch = all(b < a for a, b in zip(losses, losses[1:]))
    assert len(history) == 8 or not improved_each_epoch, (
        f"early stopping stopped training after {len(history)} epochs although val_loss "
        f"improved every epoch: {losses}")
