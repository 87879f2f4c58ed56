"""Synthetic loan book, shaped like the public lending-club style exports.

Columns are numpy arrays in a dict ("column table"). The default probability
follows a logistic model of a few risk drivers, so a decent model should reach
a validation AUC of roughly 0.85-0.9.
"""
import numpy as np

GRADES = ["A", "B", "C", "D", "E", "F", "G"]
PURPOSES = ["car", "credit_card", "debt_consolidation", "home_improvement", "medical", "small_business"]
HOME = ["MORTGAGE", "OWN", "RENT"]


def make_loans(n_rows=20000, seed=0):
    rng = np.random.default_rng(seed)
    income = rng.lognormal(mean=10.8, sigma=0.5, size=n_rows)
    loan_amount = np.clip(rng.normal(15000, 7000, size=n_rows), 1000, 40000)
    age = rng.integers(21, 70, size=n_rows).astype(np.float64)
    credit_score = np.clip(rng.normal(690, 55, size=n_rows), 500, 850)
    debt_ratio = np.clip(rng.beta(2, 5, size=n_rows), 0, 1)
    n_late = rng.poisson(0.6, size=n_rows).astype(np.float64)
    employment_years = np.clip(rng.exponential(6, size=n_rows), 0, 40)
    grade_idx = np.clip(((760 - credit_score) / 35 + rng.normal(0, 0.8, size=n_rows)).round(), 0, 6).astype(int)
    purpose_idx = rng.integers(0, len(PURPOSES), size=n_rows)
    home_idx = rng.choice(3, size=n_rows, p=[0.45, 0.12, 0.43])

    logit = (-3.3
             + 1.6 * (loan_amount / income) * 3
             - 0.018 * (credit_score - 690)
             + 2.5 * (debt_ratio - 0.3)
             + 0.55 * n_late
             - 0.04 * employment_years
             + 0.35 * (grade_idx - 2)
             + np.where(PURPOSES.index("small_business") == purpose_idx, 0.9, 0.0)
             + np.where(home_idx == 2, 0.3, 0.0))
    p = 1.0 / (1.0 + np.exp(-logit))
    default = (rng.random(n_rows) < p).astype(np.int64)

    return {
        "income": income,
        "loan_amount": loan_amount,
        "age": age,
        "credit_score": credit_score,
        "debt_ratio": debt_ratio,
        "n_late_payments": n_late,
        "employment_years": employment_years,
        "grade": np.array(GRADES, dtype=object)[grade_idx],
        "purpose": np.array(PURPOSES, dtype=object)[purpose_idx],
        "home_ownership": np.array(HOME, dtype=object)[home_idx],
        "default": default,
    }
