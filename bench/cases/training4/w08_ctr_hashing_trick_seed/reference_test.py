"""Reproduction: two runs of train.py with the same --seed give different validation metrics."""
import json
import os
import subprocess
import sys


def run_once():
    env = dict(os.environ, OMP_NUM_THREADS="1")
    env.pop("PYTHONHASHSEED", None)
    out = subprocess.run([sys.executable, "train.py", "--rows", "20000", "--epochs", "2", "--seed", "7", "--json"],
                         capture_output=True, text=True, env=env, timeout=100, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_same_seed_same_metrics():
    a, b = run_once(), run_once()
    assert a == b, f"runs with the same seed differ: run1 {a} vs run2 {b}"
