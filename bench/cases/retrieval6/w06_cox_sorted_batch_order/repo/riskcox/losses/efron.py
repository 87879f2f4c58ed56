import torch


def cox_efron_loss(log_risk, durations, events):
    """Negative partial log-likelihood with Efron's approximation for tied event times (O(n^2))."""
    events = events.bool()
    if not events.any():
        return log_risk.sum() * 0.0
    exp_r = log_risk.exp()
    total, count = log_risk.new_zeros(()), 0
    for t in torch.unique(durations[events]):
        tied = events & (durations == t)
        at_risk = durations >= t
        d = int(tied.sum())
        risk_sum = exp_r[at_risk].sum()
        tied_sum = exp_r[tied].sum()
        for l in range(d):
            total = total + torch.log(risk_sum - (l / d) * tied_sum)
        total = total - log_risk[tied].sum()
        count += d
    return total / count
