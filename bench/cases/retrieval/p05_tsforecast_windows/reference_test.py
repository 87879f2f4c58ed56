"""Reproduction: the last-value (naive) baseline scores a perfect MAE on a noisy AR series."""
import torch

from tsforecast.cli import parse, run


def test_naive_baseline_is_not_perfect_on_noisy_series():
    torch.set_num_threads(1)
    res = run(parse(["--series", "ar", "--model", "naive", "--baselines", "--length", "1500"]),
              log=lambda *a: None)
    naive_mae = res["naive"]["mae"]
    assert naive_mae > 0.1, (
        f"naive last-value forecast has test mae {naive_mae:.6f} on a noisy AR series: "
        f"the target window seems to contain the last input value")
