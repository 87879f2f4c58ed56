import torch
from torch import nn

from .efron import cox_efron_loss


def cox_ph_loss_sorted(log_risk, events, eps=1e-7):
    """Negative Breslow partial log-likelihood for a batch already sorted by *descending* duration.

    Sample i's risk set is {j : t_j >= t_i}, i.e. the prefix 0..i.
    """
    events = events.float()
    gamma = log_risk.max().detach()
    log_cumsum = torch.log(torch.cumsum(torch.exp(log_risk - gamma), 0) + eps) + gamma
    return -((log_risk - log_cumsum) * events).sum() / events.sum().clamp(min=1.0)


def cox_ph_loss(log_risk, durations, events, eps=1e-7):
    """Breslow partial likelihood for an unsorted batch (sorts internally)."""
    order = torch.argsort(durations, descending=True, stable=True)
    return cox_ph_loss_sorted(log_risk[order], events[order], eps)


class CoxPHLoss(nn.Module):
    """``method``: 'cox' (sort inside the loss), 'cox_sorted' (batch pre-sorted by the collate) or 'efron'."""

    def __init__(self, method="cox", l2=0.0):
        super().__init__()
        self.method = method
        self.l2 = l2

    def forward(self, log_risk, durations, events, model=None):
        if self.method == "cox_sorted":
            loss = cox_ph_loss_sorted(log_risk, events)
        elif self.method == "efron":
            loss = cox_efron_loss(log_risk, durations, events)
        else:
            loss = cox_ph_loss(log_risk, durations, events)
        if self.l2 and model is not None:
            loss = loss + self.l2 * sum(p.pow(2).sum() for n, p in model.named_parameters() if "weight" in n)
        return loss
