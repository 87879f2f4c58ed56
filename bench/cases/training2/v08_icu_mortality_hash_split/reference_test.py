"""Reproduction: two runs of train.py with the same --seed give different results (each Python
process gets its own string-hash salt)."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def _run(hash_seed):
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed), OMP_NUM_THREADS="1")
    out = subprocess.run([sys.executable, "train.py", "--n", "3000", "--epochs", "2", "--seed", "0"],
                         cwd=HERE, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip().splitlines()


def test_same_seed_same_result_across_processes():
    first, second = _run(0), _run(1)
    assert first == second, ("two runs with --seed 0 differ:\n  run 1: " + " / ".join(first)
                             + "\n  run 2: " + " / ".join(second))
