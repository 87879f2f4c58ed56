"""Reproduction: with gradient accumulation (default --grad-accum 4) the NeuMF training loss never moves."""
import torch

import train


def test_training_loss_decreases_with_grad_accumulation():
    torch.set_num_threads(1)
    hist = train.main(["--users", "1000", "--items", "500", "--epochs", "3", "--log-every", "0",
                       "--grad-accum", "4"])
    losses = [h["loss"] for h in hist]
    assert losses[-1] < 0.95 * losses[0], f"training loss did not decrease: {losses}"
    assert hist[-1]["hr@10"] > 0.15, f"HR@10 {hist[-1]['hr@10']:.3f} is at the random level (0.10)"
