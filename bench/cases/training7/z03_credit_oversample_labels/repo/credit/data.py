import torch

EMPLOYMENT = ["salaried", "self_employed", "retired", "student", "unemployed"]


def simulate_portfolio(n, default_rate=0.08, seed=0):
    g = torch.Generator().manual_seed(seed)
    income = torch.exp(10.5 + 0.5 * torch.randn(n, generator=g))
    debt_ratio = torch.rand(n, generator=g) * 0.9
    utilisation = torch.rand(n, generator=g).pow(0.7)
    late_payments = torch.poisson(torch.full((n,), 0.6), generator=g)
    age = 21 + 50 * torch.rand(n, generator=g)
    emp = torch.multinomial(torch.tensor([0.6, 0.15, 0.1, 0.08, 0.07]), n, replacement=True, generator=g)
    emp_risk = torch.tensor([0.0, 0.4, -0.3, 0.6, 1.2])[emp]
    logit = (2.5 * debt_ratio + 2.0 * utilisation + 0.7 * late_payments - 0.8 * (torch.log(income) - 10.5)
             - 0.02 * (age - 45) + emp_risk)
    logit = logit - logit.mean()
    # shift so the portfolio default rate matches
    lo, hi = -15.0, 5.0
    for _ in range(40):
        mid = (lo + hi) / 2
        if torch.sigmoid(logit + mid).mean() > default_rate:
            hi = mid
        else:
            lo = mid
    y = torch.bernoulli(torch.sigmoid(logit + lo), generator=g)
    cols = {"income": income, "debt_ratio": debt_ratio, "utilisation": utilisation,
            "late_payments": late_payments, "age": age}
    return cols, emp, y
