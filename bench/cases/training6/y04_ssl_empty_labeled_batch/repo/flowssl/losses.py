import math

import torch.nn.functional as F

from . import UNLABELED


def supervised_loss(logits, y):
    """Cross-entropy over the labeled records of the batch (UNLABELED targets are ignored)."""
    labeled = (y != UNLABELED).to(logits.dtype)
    per_sample = F.cross_entropy(logits, y.clamp(min=0), reduction="none")
    return (per_sample * labeled).sum() / labeled.sum()


def consistency_loss(student_logits, teacher_logits):
    return F.mse_loss(student_logits.softmax(-1), teacher_logits.softmax(-1).detach())


def sigmoid_rampup(step, rampup_steps):
    if rampup_steps == 0:
        return 1.0
    t = min(step, rampup_steps) / rampup_steps
    return math.exp(-5.0 * (1.0 - t) ** 2)
