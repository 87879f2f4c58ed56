"""Reproduction: train_bc.py never exits once max_updates is reached in the middle of an epoch."""
import os
import subprocess
import sys


def test_training_finishes_at_max_updates(tmp_path):
    cmd = [sys.executable, "train_bc.py", "--set", "data.n_samples=5000", "--set", "train.max_updates=50",
           "--set", "eval.episodes=20", "--set", f'eval.checkpoint="{tmp_path}/bc.pt"']
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=45,
                          env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert proc.returncode == 0, proc.stderr
    assert "success rate" in proc.stdout
    assert os.path.exists(tmp_path / "bc.pt")
