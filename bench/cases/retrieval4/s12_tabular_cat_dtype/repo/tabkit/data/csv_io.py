import csv
import random


def read_csv_rows(path, delimiter=","):
    with open(path, newline="", encoding="utf-8") as f:
        return [dict(r) for r in csv.DictReader(f, delimiter=delimiter)]


def synthetic_churn(n=2000, seed=0):
    rng = random.Random(seed)
    regions = ["north", "south", "east", "west", "central"]
    plans = ["basic", "plus", "pro"]
    rows = []
    for _ in range(n):
        region, plan = rng.choice(regions), rng.choice(plans)
        tenure = rng.randint(0, 72)
        monthly = round(rng.uniform(10, 120), 2)
        tickets = rng.randint(0, 8)
        logit = -1.0 + 0.04 * monthly - 0.05 * tenure + 0.3 * tickets + (0.8 if plan == "basic" else 0.0)
        p = 1 / (1 + 2.718281828 ** (-logit / 2))
        rows.append({"region": region, "plan": plan, "tenure": str(tenure), "monthly_charges": str(monthly),
                     "support_tickets": str(tickets) if rng.random() > 0.05 else "", "churn": str(int(rng.random() < p))})
    return rows
