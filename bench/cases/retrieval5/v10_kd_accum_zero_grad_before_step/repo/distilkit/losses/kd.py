"""Hinton et al. (2015) knowledge distillation loss."""
import torch.nn as nn
import torch.nn.functional as F


def kd_kl_div(student_logits, teacher_logits, temperature):
    """KL(teacher_T || student_T) * T^2, averaged over the batch."""
    T = temperature
    s = F.log_softmax(student_logits / T, dim=1)
    t = F.softmax(teacher_logits / T, dim=1)
    return F.kl_div(s, t, reduction="batchmean") * (T * T)


class DistillationLoss(nn.Module):
    def __init__(self, alpha=0.5, temperature=4.0):
        super().__init__()
        self.alpha = alpha
        self.temperature = temperature

    def forward(self, student_logits, teacher_logits, labels):
        kd = kd_kl_div(student_logits, teacher_logits.detach(), self.temperature)
        ce = F.cross_entropy(student_logits, labels)
        total = self.alpha * kd + (1.0 - self.alpha) * ce
        return total, {"kd": kd.item(), "ce": ce.item()}
