"""Reproduction: parallel k-mer featurisation never returns for a realistically sized data set."""
import os
import signal
import subprocess
import sys

SCRIPT = """
import torch
from protfeat import featurize_parallel, sample_sequences
seqs, _ = sample_sequences(400, 120, 400, seed=8)
X = featurize_parallel(seqs, k=2, workers=4)
print("features", tuple(X.shape), float(X.sum()))
"""


def test_parallel_featurization_finishes():
    env = dict(os.environ, PYTHONPATH=os.getcwd() + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, env=env, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=25)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise AssertionError("featurize_parallel hung: no result after 25 s for 400 sequences (timeout)")
    assert proc.returncode == 0, out
    assert "features (400, 400)" in out, out
