"""Nightly retrain task (called by the scheduler as `python pipelines/nightly_retrain.py`)."""
import json
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from sohnet.fleet import simulate_fleet  # noqa: E402
from sohnet.pipeline import TrainConfig, fit_soh_model  # noqa: E402

MAX_VAL_RMSE = 0.02


def run(n_cells=int(os.environ.get("SOH_N_CELLS", 120)), out_dir=os.environ.get("SOH_OUT", "artifacts")):
    cells = simulate_fleet(n_cells=n_cells, seed=0)
    report = fit_soh_model(cells, TrainConfig())
    ok = report["val_rmse"] <= MAX_VAL_RMSE
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "report.json"), "w") as f:
        json.dump({k: v for k, v in report.items() if k != "model"}, f, indent=2)
    if ok:
        torch.jit.script(report["model"].eval()).save(os.path.join(out_dir, "soh_model.pt"))
    print("promoted" if ok else f"NOT promoted: val_rmse {report['val_rmse']} > {MAX_VAL_RMSE}")
    return report


if __name__ == "__main__":
    run()
