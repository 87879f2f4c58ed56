"""Reproduction: the MSE of fit_sensor.py never changes across epochs."""
import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))


def test_fit_sensor_loss_decreases():
    torch.set_num_threads(1)
    path = os.path.join(HERE, "fit_sensor.py")
    with open(path) as f:
        src = f.read().replace("for epoch in range(30):", "for epoch in range(4):")
    g = {"__name__": "__main__", "__file__": path}
    exec(compile(src, path, "exec"), g)
    train = [round(h[0], 4) for h in g["history"]]
    val = [round(h[1], 4) for h in g["history"]]
    assert val[-1] < 0.5 * val[0], f"train mse per epoch {train}, val mse per epoch {val}"
