import torch


@torch.no_grad()
def breslow_baseline_hazard(log_risk, durations, events):
    """Breslow estimator of the cumulative baseline hazard H0(t) at the unique event times."""
    exp_r = log_risk.exp()
    times = torch.unique(durations[events.bool()])
    increments = []
    for u in times:
        d = (events.bool() & (durations == u)).sum()
        increments.append(d / exp_r[durations >= u].sum())
    return times, torch.cumsum(torch.stack(increments), 0) if increments else torch.zeros(0)


@torch.no_grad()
def survival_curves(log_risk, times, cum_hazard):
    """S(t | x) = exp(-H0(t) * exp(log_risk)) -> [n, len(times)]."""
    return torch.exp(-cum_hazard[None, :] * log_risk.exp()[:, None])
