import torch


@torch.no_grad()
def kaplan_meier(durations, events):
    """Kaplan–Meier estimate. Returns (unique event times, survival probability just after each)."""
    t = durations.flatten()
    e = events.flatten().bool()
    times = torch.unique(t[e])
    surv, s = [], 1.0
    for u in times:
        at_risk = (t >= u).sum().item()
        died = (e & (t == u)).sum().item()
        s *= 1.0 - died / max(at_risk, 1)
        surv.append(s)
    return times, torch.tensor(surv)
