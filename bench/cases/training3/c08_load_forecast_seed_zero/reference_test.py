"""Reproduction: two runs with the same (default) seed give different models and metrics."""
import torch

import train

ARGS = ["--stations", "4", "--days", "40", "--val-days", "10", "--epochs", "2", "--channels", "8"]


def test_same_seed_same_result(tmp_path):
    torch.set_num_threads(1)
    runs = []
    for i in range(2):
        model, records = train.main(ARGS + ["--log", str(tmp_path / f"run{i}.json")])
        runs.append(([r["val_mae"] for r in records], [p.detach().clone() for p in model.parameters()]))
    (mae_a, params_a), (mae_b, params_b) = runs
    same_params = all(torch.equal(a, b) for a, b in zip(params_a, params_b))
    assert mae_a == mae_b and same_params, (
        f"two runs with the default seed differ: val MAE {mae_a} vs {mae_b}; identical weights: {same_params}")
