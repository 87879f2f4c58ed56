"""Reproduction: a user config with lr: 3e-4 / weight_decay: 1e-5 crashes when the optimizer is built."""
import math

import train

USER_CONFIG = """\
data:
  window: 72
  horizon: 24
model:
  hidden_size: 64
optim:
  lr: 3e-4
  weight_decay: 1e-5
train:
  epochs: 1
"""


def test_training_with_user_config_in_scientific_notation(tmp_path):
    path = tmp_path / "electricity.yaml"
    path.write_text(USER_CONFIG)
    model, history = train.main(["--config", str(path), "--set", "data.n_series=3"])
    assert len(history) == 1 and math.isfinite(history[0]["val_mae"])


def test_lr_override_in_scientific_notation():
    model, history = train.main(["--set", "optim.lr=3e-3", "--set", "train.epochs=1",
                                 "--set", "data.n_series=3"])
    assert math.isfinite(history[0]["train_mae"])
