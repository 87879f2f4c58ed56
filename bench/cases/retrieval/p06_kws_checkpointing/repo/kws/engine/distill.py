"""Distil a large KWS model into a small one (Hinton et al.)."""
import torch
import torch.nn.functional as F

from ..utils.meters import Meter


def kd_loss(student_logits, teacher_logits, labels, temperature=4.0, alpha=0.7):
    soft = F.kl_div(F.log_softmax(student_logits / temperature, -1),
                    F.log_softmax(teacher_logits / temperature, -1),
                    reduction="batchmean", log_target=True) * temperature ** 2
    hard = F.cross_entropy(student_logits, labels)
    return alpha * soft + (1 - alpha) * hard


def distill_epoch(student, teacher, loader, optimizer, temperature=4.0, alpha=0.7):
    student.train()
    teacher.eval()
    meter = Meter()
    for x, y in loader:
        with torch.no_grad():
            t_logits = teacher(x)
        loss = kd_loss(student(x), t_logits, y, temperature, alpha)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        meter.add(loss.item(), len(y))
    return meter.mean
