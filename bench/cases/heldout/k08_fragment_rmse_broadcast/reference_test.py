"""Reproduction: report.py prints a validation RMSE worse than the predict-the-mean baseline."""
import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))


def test_report_rmse_beats_baseline():
    torch.set_num_threads(1)
    path = os.path.join(HERE, "report.py")
    with open(path) as f:
        src = f.read().replace("epochs=25", "epochs=5")
    g = {"__name__": "__main__", "__file__": path}
    exec(compile(src, path, "exec"), g)
    rmse, baseline = g["rmse"], g["baseline"]
    assert rmse < 0.6 * baseline, f"val RMSE {rmse:.3f} vs baseline RMSE {baseline:.3f}"
