"""Reproduction: resident memory of train_calls.py grows every epoch."""
import os
import subprocess
import sys


def _rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def test_training_memory_is_flat_after_warmup():
    env = dict(os.environ, OMP_NUM_THREADS="1")
    proc = subprocess.Popen([sys.executable, "-u", "train_calls.py", "5"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env)
    lines, rss = [], []
    try:
        for line in proc.stdout:
            lines.append(line.rstrip())
            if line.startswith("epoch"):
                rss.append(round(_rss_mb(proc.pid), 1))
    finally:
        proc.wait(timeout=120)
    assert proc.returncode == 0, "\n".join(lines[-30:])
    assert len(rss) == 5, "\n".join(lines)
    growth = rss[-1] - rss[1]
    assert growth < 20, (
        f"process RSS grew by {growth:.1f} MB from epoch 2 to epoch 5; RSS per epoch (MB): {rss}\n"
        + "\n".join(lines))
