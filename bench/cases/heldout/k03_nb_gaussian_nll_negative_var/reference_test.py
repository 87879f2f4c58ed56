"""Reproduction: the NLL in hetero_regression.ipynb becomes NaN after a few dozen steps."""
import json
import math
import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))


def test_notebook_training_stays_finite():
    torch.set_num_threads(1)
    path = os.path.join(HERE, "hetero_regression.ipynb")
    with open(path) as f:
        nb = json.load(f)
    g = {"__name__": "__main__"}
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        src = "".join(cell["source"]).replace("for epoch in range(40):", "for epoch in range(5):")
        exec(compile(src, path, "exec"), g)
    losses = g["losses"]
    bad = [i for i, v in enumerate(losses) if not math.isfinite(v)]
    assert not bad, f"loss became {losses[bad[0]]} at step {bad[0] + 1}; last finite values {[round(v, 4) for v in losses[max(0, bad[0] - 3):bad[0]]]}"
