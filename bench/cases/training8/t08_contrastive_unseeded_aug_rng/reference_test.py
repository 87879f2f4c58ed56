"""Reproduction: two SimCLR pre-training runs with the same seed give different losses."""
from simclr.train import pretrain
from simclr.utils import load_config


def _run():
    cfg = load_config("configs/simclr.yaml")
    cfg["data"]["n_train"] = 512
    cfg["pretrain"]["batch_size"] = 64
    cfg["pretrain"]["log_every"] = 0
    _, losses = pretrain(cfg, log=lambda *a, **k: None, max_steps=4)
    return losses


def test_pretraining_is_reproducible_with_fixed_seed():
    first, second = _run(), _run()
    assert first == second, f"same seed, different nt_xent losses: run1={first} run2={second}"
