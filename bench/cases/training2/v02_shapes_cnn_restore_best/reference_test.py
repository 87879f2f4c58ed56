"""Reproduction: after fit() the model that is returned (and saved / tested) performs at chance,
although validation accuracy during training is high."""
import torch

import train


def test_final_model_is_the_trained_one():
    torch.set_num_threads(1)
    model, history, test = train.main(["--epochs", "3", "--n-train", "3000", "--n-val", "500",
                                       "--n-test", "1000"])
    best_val_acc = max(h["val_acc"] for h in history)
    assert best_val_acc > 0.8, f"training itself did not work: {history}"
    assert test["test_acc"] > 0.7, (
        f"test acc {test['test_acc']:.3f} (test loss {test['test_loss']:.3f}) although val acc "
        f"reached {best_val_acc:.3f} during training")
