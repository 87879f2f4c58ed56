"""Reproduction: two runs of the same experiment with the same seeds give different results."""
import json
import os
import subprocess
import sys

SCRIPT = r"""
import json, torch
torch.set_num_threads(1)
from run_experiment import load_config
from churn import run_training
cfg = load_config("config.json")
cfg["data"]["num_customers"] = 3000
cfg["train"]["epochs"] = 2
model, history = run_training(cfg, log=lambda *a: None)
print(json.dumps(history[-1]))
"""


def run_once(hash_seed):
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed))
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True,
                         timeout=120, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_two_runs_with_same_config_match():
    first, second = run_once(1), run_once(2)
    assert first == second, f"same config and seeds, different results:\n{first}\n{second}"
