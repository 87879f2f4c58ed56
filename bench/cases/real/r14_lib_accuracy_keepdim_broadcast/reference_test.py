"""Reproduction: accuracy() disagrees with the real fraction of correct predictions."""
import torch
from torch.utils.data import DataLoader, TensorDataset

from clfmetrics import accuracy, evaluate


def test_accuracy_of_perfect_and_partial_predictions():
    logits = torch.eye(4) * 10
    target = torch.arange(4)
    got = accuracy(logits, target)
    assert got == 1.0, f"accuracy of 4/4 correct predictions returned {got}"
    target2 = torch.tensor([0, 1, 3, 3])
    got2 = accuracy(logits, target2)
    assert got2 == 0.75, f"accuracy of 3/4 correct predictions returned {got2}"


def test_evaluate_reports_the_true_accuracy():
    torch.manual_seed(0)
    x = torch.randn(200, 6)
    y = torch.randint(0, 3, (200,))
    model = torch.nn.Linear(6, 3)
    res = evaluate(model, DataLoader(TensorDataset(x, y), batch_size=50))
    with torch.no_grad():
        true_acc = (model(x).argmax(1) == y).float().mean().item()
    assert abs(res["accuracy"] - true_acc) < 1e-6, (res, true_acc)
