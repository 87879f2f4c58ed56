"""Classification metrics."""
import torch
import torch.nn.functional as F


def top1(logits, y):
    return (logits.argmax(1) == y).float().mean().item()


def nll(logits, y):
    return F.cross_entropy(logits, y).item()


def agreement(student_logits, teacher_logits):
    """Fraction of samples where student and teacher predict the same class."""
    return (student_logits.argmax(1) == teacher_logits.argmax(1)).float().mean().item()


def expected_calibration_error(logits, y, n_bins=10):
    prob = logits.softmax(1)
    conf, pred = prob.max(1)
    bins = torch.linspace(0, 1, n_bins + 1)
    ece = torch.zeros(())
    for lo, hi in zip(bins[:-1], bins[1:]):
        m = (conf > lo) & (conf <= hi)
        if m.any():
            ece += m.float().mean() * ((pred[m] == y[m]).float().mean() - conf[m].mean()).abs()
    return ece.item()
