"""Reproduction: the topic classifier stays at chance accuracy (1/6)."""
import torch

from topicclf import TrainConfig
from topicclf.train import run


def test_topic_classifier_learns():
    torch.set_num_threads(1)
    cfg = TrainConfig(n_train=1200, n_val=300, epochs=3, log_interval=10)
    _, _, history = run(cfg)
    accs = [round(h["val_acc"], 4) for h in history]
    losses = [round(h["train_loss"], 4) for h in history]
    assert max(accs) > 0.6, f"val_acc stayed at chance for 6 topics: {accs}; train_loss {losses}"
