"""Reproduction: run_experiment with the same seed gives different metrics on every call."""
import torch

from ecgbeats.experiment import run_experiment


def test_same_seed_same_metrics():
    torch.set_num_threads(1)
    cfg = {"n_records": 40, "epochs": 1, "width": 8, "batch_size": 256, "seed": 0, "log": False}
    runs = [run_experiment(cfg) for _ in range(3)]
    summary = [(r["train_loss"], r["val_acc"], r["val_balanced_acc"]) for r in runs]
    assert summary[0] == summary[1] == summary[2], f"same seed, different results: {summary}"
