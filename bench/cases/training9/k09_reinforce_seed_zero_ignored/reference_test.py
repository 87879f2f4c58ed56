"""Reproduction: two training runs with the same config (seed: 0) give different episode returns."""
import torch

from pgagent import load_config, train


def test_same_seed_gives_same_training_run():
    torch.set_num_threads(1)
    cfg = load_config("config.yaml")
    cfg["train"]["episodes"] = 12
    cfg["train"]["log_every"] = 0
    _, returns_a = train(cfg, log=lambda *a: None)
    _, returns_b = train(cfg, log=lambda *a: None)
    assert returns_a == returns_b, (
        f"seed={cfg['seed']}: episode returns differ between runs:\n{returns_a}\n{returns_b}")
