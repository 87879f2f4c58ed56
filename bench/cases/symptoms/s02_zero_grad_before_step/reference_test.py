"""Reproduction: train_shapes.py does not learn at all (loss and val_acc frozen)."""
import os
import re
import subprocess
import sys


def test_shapes_training_reduces_loss(tmp_path):
    env = dict(os.environ, EPOCHS="3", N_TRAIN="1500", N_VAL="500",
               CKPT=str(tmp_path / "shapes.pt"), OMP_NUM_THREADS="1")
    proc = subprocess.run([sys.executable, "train_shapes.py"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    log = proc.stdout
    losses = [float(v) for v in re.findall(r"train_loss ([0-9.]+)", log)]
    accs = [float(v) for v in re.findall(r"val_acc ([0-9.]+)", log)]
    assert len(losses) == 3, log
    assert losses[-1] < 0.85 * losses[0] and accs[-1] > 0.6, (
        "training did not make progress:\n" + log)
