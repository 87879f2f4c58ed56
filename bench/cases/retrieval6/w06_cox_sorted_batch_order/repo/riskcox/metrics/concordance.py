import torch


@torch.no_grad()
def concordance_index(log_risk, durations, events):
    """Harrell's C-index for risk scores (higher risk = shorter survival).

    A pair (i, j) is comparable if t_i < t_j and sample i had an event; it is concordant if
    risk_i > risk_j. Ties in risk count 1/2.
    """
    r = log_risk.detach().flatten().double()
    t = durations.flatten().double()
    e = events.flatten().bool()
    comparable = (t[:, None] < t[None, :]) & e[:, None]
    conc = (r[:, None] > r[None, :]).double() + 0.5 * (r[:, None] == r[None, :]).double()
    n = comparable.sum()
    return float((conc * comparable).sum() / n) if n > 0 else float("nan")
