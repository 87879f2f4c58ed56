"""Reproduction: with the label-smoothing loss from configs/resnet_smooth.yaml the model does not learn."""
import torch

import train


def test_resnet_smooth_config_learns():
    torch.set_num_threads(1)
    history = train.main(["--config", "configs/resnet_smooth.yaml", "--no-save",
                          "--set", "train.epochs=3", "--set", "data.num_train=768",
                          "--set", "data.num_val=256", "--set", "train.log_every=0"])
    losses = [round(h["train_loss"], 4) for h in history]
    accs = [round(h["val_acc"], 3) for h in history]
    assert history[-1]["val_acc"] > 0.3, (
        f"no learning: train loss per epoch {losses}, val accuracy per epoch {accs}")
    assert history[-1]["train_loss"] < history[0]["train_loss"] - 0.05, (
        f"loss did not decrease: {losses}")
