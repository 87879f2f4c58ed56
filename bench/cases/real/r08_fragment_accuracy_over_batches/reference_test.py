"""Reproduction: the test-set accuracy printed by bars_cnn.py is far above 100%."""
import os

import torch
import torch.nn.functional as F

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bars_cnn.py")


def test_reported_test_metrics_are_per_sample(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.chdir(tmp_path)
    src = open(SCRIPT).read().replace("for epoch in range(1, 11):", "for epoch in range(1, 3):")
    ns = {"__name__": "__main__", "__file__": SCRIPT}
    exec(compile(src, SCRIPT, "exec"), ns)
    model, x, y = ns["model"], ns["test_x"], ns["test_y"]
    model.eval()
    with torch.no_grad():
        out = model(x)
        true_acc = 100.0 * (out.argmax(1) == y).float().mean().item()
        true_loss = F.cross_entropy(out, y).item()
    reported_acc, reported_loss = ns["accuracy"], ns["test_loss"]
    assert 0.0 <= reported_acc <= 100.0 and abs(reported_acc - true_acc) < 0.01, (
        f"script reports accuracy {reported_acc:.2f}% but the model's real test accuracy "
        f"is {true_acc:.2f}%")
    assert abs(reported_loss - true_loss) < 1e-3, (
        f"script reports average test loss {reported_loss:.4f}, real mean loss {true_loss:.4f}")
