import torch.nn as nn
import torch.nn.functional as F


class SoftTargetKD(nn.Module):
    """Hinton et al. 2015: KL(teacher || student) between temperature-softened distributions, scaled by T^2."""

    def __init__(self, temperature=4.0):
        super().__init__()
        self.T = temperature

    def forward(self, student_logits, teacher_logits):
        T = self.T
        p_student = F.softmax(student_logits / T, dim=1)
        p_teacher = F.softmax(teacher_logits.detach() / T, dim=1)
        return F.kl_div(p_student, p_teacher, reduction="batchmean") * T * T
