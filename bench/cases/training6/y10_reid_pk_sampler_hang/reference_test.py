"""Reproduction: with sampler.samples_per_id: 8 training never gets past the first batch."""
import subprocess
import sys

import yaml


def test_k8_run_terminates(tmp_path):
    with open("configs/base.yaml") as f:
        cfg = yaml.safe_load(f)
    cfg["sampler"].update(ids_per_batch=8, samples_per_id=8)
    cfg["data"].update(n_identities=400, n_test_identities=60)
    cfg["train"]["log_every"] = 5
    path = tmp_path / "k8.yaml"
    path.write_text(yaml.safe_dump(cfg))
    proc = subprocess.run([sys.executable, "train.py", "--config", str(path), "--max-steps", "20"],
                          capture_output=True, text=True, timeout=30)
    print(proc.stdout)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "rank1" in proc.stdout
