"""Reproduction: two runs with the same --seed give different metrics."""
import json
import subprocess
import sys


def _run(tmp_path, i):
    out = tmp_path / f"m{i}.json"
    subprocess.run([sys.executable, "run.py", "--n-listings", "3000", "--epochs", "3", "--seed", "13",
                    "--json", str(out)], check=True, capture_output=True, text=True, timeout=100)
    return json.loads(out.read_text())


def test_same_seed_same_metrics(tmp_path):
    first, second = _run(tmp_path, 1), _run(tmp_path, 2)
    assert first == second, f"same seed, different results: run 1 {first} != run 2 {second}"
