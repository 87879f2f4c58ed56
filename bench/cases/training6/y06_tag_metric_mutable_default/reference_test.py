"""Reproduction: resident memory of the tagging run grows by a fixed amount every epoch."""
import gc

import torch
import yaml

from musictag.train import main
from musictag.utils import rss_mb


def test_rss_flat_across_epochs(tmp_path):
    torch.set_num_threads(1)
    with open("configs/mtg500.yaml") as f:
        cfg = yaml.safe_load(f)
    cfg["data"].update(n_train=4000, n_val=500)
    cfg["model"]["hidden"] = 256
    path = tmp_path / "small.yaml"
    path.write_text(yaml.safe_dump(cfg))
    gc.collect()
    _, history = main(["--config", str(path), "--epochs", "5"])
    rss = [round(h["rss_mb"]) for h in history]
    growth = rss[-1] - rss[0]
    assert growth < 40, f"RSS grew by {growth} MB over {len(rss) - 1} epochs; rss per epoch (MB): {rss}"
