"""Reproduction: `python train.py --seed 0` gives a different result every time it is launched."""
import json
import os
import subprocess
import sys


def _launch(hash_seed):
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed))
    out = subprocess.run([sys.executable, "train.py", "--seed", "0", "--epochs", "30", "--json"],
                         capture_output=True, text=True, env=env, timeout=120, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_two_launches_with_same_seed_agree():
    first, second = _launch(1), _launch(2)
    assert first == second, f"same --seed 0, results differ between launches: {first} vs {second}"
