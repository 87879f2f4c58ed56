"""Reproduction: train_har.py crashes in the first forward pass (Conv1d channel mismatch)."""
import os

import torch

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train_har.py")


def test_train_har_runs_a_few_epochs(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.chdir(tmp_path)           # the script saves harnet.pt in the cwd
    src = open(SCRIPT).read().replace("for epoch in range(30):", "for epoch in range(3):")
    ns = {"__name__": "__main__", "__file__": SCRIPT}
    exec(compile(src, SCRIPT, "exec"), ns)
    assert ns["val_acc"] > 0.5
    assert (tmp_path / "harnet.pt").exists()
