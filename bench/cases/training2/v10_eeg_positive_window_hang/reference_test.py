"""Reproduction: with 30 s windows, training never gets through the first epoch."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def test_training_with_30s_windows_finishes():
    cmd = [sys.executable, "train.py", "--recordings", "12", "--minutes", "4",
           "--samples-per-epoch", "500", "--epochs", "1", "--window-sec", "30"]
    env = dict(os.environ, OMP_NUM_THREADS="1")
    try:
        out = subprocess.run(cmd, cwd=HERE, env=env, capture_output=True, text=True, timeout=45)
    except subprocess.TimeoutExpired as e:
        raise AssertionError(f"training did not finish within 45 s (hang in epoch 1); "
                             f"output so far: {e.stdout!r}") from None
    assert out.returncode == 0, out.stderr
    assert "epoch   1" in out.stdout
