"""Reproduction: two runs with the same config (seed: 42 in the YAML) give different results."""
import torch

from recsys.cli import main


def test_same_config_gives_same_results():
    torch.set_num_threads(1)
    argv = ["--config", "configs/neumf.yaml", "--epochs", "1"]
    _, h1, t1 = main(argv)
    _, h2, t2 = main(argv)
    assert h1[0]["loss"] == h2[0]["loss"] and t1 == t2, (
        f"two runs with the same config differ: loss {h1[0]['loss']:.6f} vs {h2[0]['loss']:.6f}, "
        f"test {t1} vs {t2}")
