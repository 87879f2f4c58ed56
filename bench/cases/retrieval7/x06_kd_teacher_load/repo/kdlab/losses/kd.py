"""Distillation losses (Hinton et al., 2015)."""
import torch.nn as nn
import torch.nn.functional as F


def kd_kl_loss(student_logits, teacher_logits, temperature):
    """KL(p_teacher^T || p_student^T) * T^2, averaged over the batch."""
    log_p_s = F.log_softmax(student_logits / temperature, dim=1)
    p_t = F.softmax(teacher_logits / temperature, dim=1)
    return F.kl_div(log_p_s, p_t, reduction="batchmean") * temperature ** 2


def soft_target_ce(student_logits, teacher_logits, temperature):
    """Cross-entropy against the softened teacher distribution (KL + teacher entropy)."""
    log_p_s = F.log_softmax(student_logits / temperature, dim=1)
    p_t = F.softmax(teacher_logits / temperature, dim=1)
    return -(p_t * log_p_s).sum(dim=1).mean() * temperature ** 2


class DistillationLoss(nn.Module):
    def __init__(self, alpha=0.9, temperature=4.0, soft_loss="kl"):
        super().__init__()
        self.alpha = alpha
        self.temperature = temperature
        self.soft_fn = kd_kl_loss if soft_loss == "kl" else soft_target_ce

    def forward(self, student_logits, teacher_logits, target):
        hard = F.cross_entropy(student_logits, target)
        soft = self.soft_fn(student_logits, teacher_logits, self.temperature)
        total = self.alpha * soft + (1.0 - self.alpha) * hard
        return total, {"soft": soft.item(), "hard": hard.item()}
