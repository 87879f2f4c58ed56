"""Reproduction: a run with --max-steps prints its last step and then never exits."""
import subprocess
import sys


def test_max_steps_run_terminates():
    cmd = [sys.executable, "-m", "molprop", "--n-molecules", "3000", "--max-steps", "30",
           "--log-every", "10", "--out", ""]
    # the fixed code needs a few seconds; 60 s only matters when the run never ends
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    print(proc.stdout)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "val_rmse" in proc.stdout
