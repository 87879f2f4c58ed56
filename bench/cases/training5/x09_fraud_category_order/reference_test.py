"""Reproduction: identical command and --seed, different results from one run to the next.

Each run is a fresh interpreter (like running the script twice from the shell); the two
runs only differ in Python's per-process string hashing (PYTHONHASHSEED)."""
import os
import subprocess
import sys


def _run(hash_seed):
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed), OMP_NUM_THREADS="1")
    proc = subprocess.run(
        [sys.executable, "train_fraud.py", "--epochs", "2", "--n-transactions", "6000",
         "--seed", "1234", "--out", ""],
        capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [l for l in proc.stdout.splitlines() if l.startswith("epoch")]


def test_two_runs_with_same_seed_match():
    first, second = _run(1), _run(2)
    print("run 1:", *first, sep="\n  ")
    print("run 2:", *second, sep="\n  ")
    assert first == second, "same --seed, different training results between runs"
