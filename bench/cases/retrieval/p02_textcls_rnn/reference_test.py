"""Reproduction: the LSTM classifier stays at chance accuracy when trained with batches."""
import torch

from textcls.cli import main


def test_lstm_learns_sentiment_with_batches():
    torch.set_num_threads(1)
    _, _, history = main(["train", "--task", "sentiment", "--model", "lstm", "--epochs", "3",
                          "--num-examples", "1500", "--batch-size", "32"])
    accs = [round(h["val"]["acc"], 3) for h in history]
    losses = [round(h["train"]["loss"], 4) for h in history]
    assert history[-1]["val"]["acc"] > 0.8, (
        f"LSTM does not learn: val acc per epoch {accs}, train loss per epoch {losses}")
