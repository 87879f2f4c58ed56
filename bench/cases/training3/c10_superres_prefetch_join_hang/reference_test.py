"""Reproduction: when max_steps ends in the middle of an epoch the training run never returns."""
import os
import subprocess
import sys

SCRIPT = """
import torch
torch.set_num_threads(1)
import train_sr
train_sr.main(["--n-train", "2048", "--n-val", "64", "--max-steps", "30", "--val-every", "1000", "--out", "m.pt"])
print("FINISHED")
"""


def test_training_run_finishes(tmp_path):
    env = dict(os.environ, PYTHONPATH=os.getcwd() + os.pathsep + os.environ.get("PYTHONPATH", ""))
    try:
        proc = subprocess.run([sys.executable, "-c", SCRIPT], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=50)
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        raise AssertionError(f"training run with --max-steps 30 timed out after 50 s (hang); output so far:\n{out}")
    assert proc.returncode == 0 and "FINISHED" in proc.stdout, proc.stdout + proc.stderr
