"""Reproduction: the focal loss turns nan after ~100 healthy steps."""
import math

import torch
import yaml

import train


def test_focal_training_stays_finite(tmp_path):
    torch.set_num_threads(1)
    with open("configs/focal.yaml") as f:
        cfg = yaml.safe_load(f)
    cfg["data"].update(size=32, n_train=400, n_val=100)
    cfg["model"]["width"] = 16
    cfg["train"].update(steps=260, log_every=20, val_every=1000)
    path = tmp_path / "small.yaml"
    path.write_text(yaml.safe_dump(cfg))
    _, history = train.main(["--config", str(path)])
    bad = [i + 1 for i, v in enumerate(history) if not math.isfinite(v)]
    assert not bad, (f"focal loss became nan at step {bad[0]} (finite for the first {bad[0] - 1} steps); "
                     f"losses around it: {history[max(bad[0] - 4, 0):bad[0] + 2]}")
