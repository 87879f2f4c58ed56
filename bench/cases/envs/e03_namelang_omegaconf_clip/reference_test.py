"""Reproduction: with the README's minimal config (no train.grad_clip) the model never learns."""
import train

README_CONFIG = """\
seed: 0
data:
  n_per_language: 400
  val_fraction: 0.2
model:
  embed: 16
  hidden: 64
train:
  epochs: 10
  batch_size: 64
  lr: 0.003
"""


def test_training_with_readme_config_learns(tmp_path):
    path = tmp_path / "small.yaml"
    path.write_text(README_CONFIG)
    _, history = train.main(["--config", str(path), "train.epochs=3", "data.n_per_language=250"])
    val_losses = [round(h["val_loss"], 4) for h in history]
    val_accs = [round(h["val_acc"], 3) for h in history]
    assert val_losses[-1] < 0.7 * val_losses[0], f"val loss did not decrease: {val_losses}"
    assert val_accs[-1] > 0.6, f"val accuracy stays near chance (0.25): {val_accs}"
