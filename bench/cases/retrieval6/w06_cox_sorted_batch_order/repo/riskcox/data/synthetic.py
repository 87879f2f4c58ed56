import torch


def simulate_cohort(n=1000, num_features=8, censor_rate=0.3, seed=0, nonlinear=True):
    """Exponential proportional-hazards cohort with random right-censoring.

    Returns (features [n, d], durations [n], events [n] bool, true log-risk [n]).
    """
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, num_features, generator=g)
    beta = torch.linspace(1.0, -1.0, num_features)
    log_risk = x @ beta * 0.6
    if nonlinear:
        log_risk = log_risk + 0.5 * x[:, 0] * x[:, 1] - 0.3 * x[:, 2] ** 2
    u = torch.rand(n, generator=g).clamp(min=1e-7)
    event_time = -torch.log(u) / (0.1 * log_risk.exp())
    censor_time = -torch.log(torch.rand(n, generator=g).clamp(min=1e-7)) / (0.1 * censor_rate / (1 - censor_rate))
    durations = torch.minimum(event_time, censor_time)
    events = event_time <= censor_time
    return x, durations, events, log_risk
