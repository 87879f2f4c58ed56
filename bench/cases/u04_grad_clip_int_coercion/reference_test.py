"""Reproduction: with max_grad_norm: 0.5 in the YAML config the model does not learn at all."""
import torch

import train

CONFIG = """\
data_size: 1600
batch_size: 64
epochs: 4
lr: 2e-3
max_grad_norm: 0.5
out: ""
"""


def test_training_with_fractional_grad_clip_learns(tmp_path):
    torch.set_num_threads(1)
    path = tmp_path / "paper.yaml"
    path.write_text(CONFIG)
    _, history = train.main(["--config", str(path)])
    losses = [round(h["train_loss"], 4) for h in history]
    accs = [round(h["val_acc"], 3) for h in history]
    assert losses[-1] < 0.8 * losses[0], f"train loss did not decrease: {losses} (val acc {accs})"
    assert accs[-1] > 0.5, f"val accuracy stays at chance (0.25): {accs}, losses {losses}"
