"""Reproduction: a checkpoint evaluated in a fresh process scores near chance and varies between runs."""
import os
import re
import subprocess
import sys

REPO = os.path.dirname(os.path.abspath(__file__))


def run(args, hashseed):
    env = dict(os.environ, PYTHONHASHSEED=str(hashseed), OMP_NUM_THREADS="1")
    proc = subprocess.run([sys.executable] + [str(a) for a in args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def test_evaluate_in_new_process_matches_validation_accuracy(tmp_path):
    data, ckpt = tmp_path / "data", tmp_path / "har.pt"
    run(["make_data.py", "--out", data, "--n-train", "1500", "--n-test", "500"], 0)
    out = run(["train.py", "--data", data, "--epochs", "5", "--out", ckpt], 1)
    val_acc = float(re.findall(r"val acc ([0-9.]+)", out)[-1])
    assert val_acc > 0.8, out
    test_accs = []
    for seed in (2, 3):
        out = run(["evaluate.py", "--data", data, "--ckpt", ckpt], seed)
        test_accs.append(float(re.search(r"test accuracy ([0-9.]+)", out).group(1)))
    assert min(test_accs) > val_acc - 0.1, (
        f"test accuracy in fresh processes {test_accs} vs validation accuracy {val_acc} "
        "during training")
    assert test_accs[0] == test_accs[1], f"same checkpoint, different test accuracy: {test_accs}"
