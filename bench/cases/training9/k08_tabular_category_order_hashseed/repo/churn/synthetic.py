"""Synthetic telecom-churn records, shaped like rows from csv.DictReader."""
import math
import random

PLANS = ["basic", "plus", "pro", "family", "enterprise"]
REGIONS = ["north-east", "north-west", "south-east", "south-west", "central", "coastal",
           "highlands", "islands", "metro-a", "metro-b", "metro-c", "rural-1", "rural-2",
           "rural-3", "valley", "plains", "lakes", "desert", "forest", "border"]
DEVICES = ["ios", "android", "web", "desktop-app", "smart-tv"]
PAYMENTS = ["card", "bank-transfer", "paypal", "invoice", "voucher", "crypto"]


def generate_customers(n, seed=0):
    rng = random.Random(seed)
    effect_rng = random.Random(2024)
    effects = {col: {v: effect_rng.gauss(0, 0.8) for v in values}
               for col, values in [("plan", PLANS), ("region", REGIONS),
                                   ("device", DEVICES), ("payment", PAYMENTS)]}
    rows = []
    for _ in range(n):
        row = {"plan": rng.choice(PLANS), "region": rng.choice(REGIONS),
               "device": rng.choice(DEVICES), "payment": rng.choice(PAYMENTS),
               "tenure_months": str(rng.randint(1, 72)),
               "monthly_charges": f"{rng.uniform(10, 120):.2f}",
               "support_calls": str(min(int(rng.expovariate(0.6)), 12))}
        z = (-0.5 + sum(effects[c][row[c]] for c in effects)
             - 0.04 * int(row["tenure_months"]) + 0.015 * float(row["monthly_charges"])
             + 0.35 * int(row["support_calls"]))
        row["churned"] = "1" if rng.random() < 1 / (1 + math.exp(-z)) else "0"
        rows.append(row)
    return rows
