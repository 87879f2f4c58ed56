"""Reproduction: the ETA model never gets better than predicting the mean delivery time."""
import torch

import train


def test_eta_model_beats_the_mean_baseline():
    torch.set_num_threads(1)
    _, history = train.main(["--epochs", "4", "--n-train", "6000"])
    losses = [round(h["loss"], 3) for h in history]
    maes = [round(h["val_mae"], 2) for h in history]
    baseline = history[0]["baseline_mae"]
    assert losses[-1] < 0.6 * losses[0], f"training loss does not go down: {losses} (val MAE {maes})"
    assert maes[-1] < 0.5 * baseline, (
        f"val MAE {maes} stays at the predict-the-mean baseline ({baseline:.2f} min)")
