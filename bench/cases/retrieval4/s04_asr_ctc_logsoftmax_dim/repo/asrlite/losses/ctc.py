import torch.nn as nn
import torch.nn.functional as F


class CTCLoss(nn.Module):
    def __init__(self, blank=0, reduction="mean", zero_infinity=True):
        super().__init__()
        self.blank = blank
        self.reduction = reduction
        self.zero_infinity = zero_infinity

    def forward(self, logits, logit_lens, targets, target_lens):
        log_probs = F.log_softmax(logits.float(), dim=1).transpose(0, 1)
        return F.ctc_loss(log_probs, targets, logit_lens, target_lens, blank=self.blank,
                          reduction=self.reduction, zero_infinity=self.zero_infinity)


class InterCTCLoss(nn.Module):
    def __init__(self, blank=0, weight=0.3):
        super().__init__()
        self.ctc = nn.CTCLoss(blank=blank, zero_infinity=True)
        self.weight = weight

    def forward(self, inter_logits, logit_lens, targets, target_lens):
        if not inter_logits:
            return 0.0
        total = 0.0
        for lg in inter_logits:
            total = total + self.ctc(lg.float().log_softmax(-1).transpose(0, 1), targets, logit_lens, target_lens)
        return self.weight * total / len(inter_logits)
