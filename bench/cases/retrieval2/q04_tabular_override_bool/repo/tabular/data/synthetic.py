"""Census-like synthetic table with a known nonlinear decision rule."""
import math
import random

WORKCLASS = ["private", "self_emp", "gov_local", "gov_state", "gov_federal", "without_pay"]
OCCUPATION = ["tech", "sales", "exec", "craft", "clerical", "service", "farming", "transport", "armed", "other"]
MARITAL = ["married", "never_married", "divorced", "separated", "widowed"]
REGIONS = ["north", "south", "east", "west", "abroad_a", "abroad_b", "abroad_c"]


def make_census_like(rows=5000, seed=0):
    rng = random.Random(seed)
    table = {k: [] for k in ["age", "hours_per_week", "capital_gain", "education_years", "workclass",
                             "occupation", "marital_status", "native_region", "income_gt_50k"]}
    for _ in range(rows):
        age = rng.randint(18, 80)
        edu = rng.randint(6, 20)
        hours = max(5, min(90, int(rng.gauss(40, 12))))
        gain = 0.0 if rng.random() < 0.9 else round(rng.expovariate(1 / 8000), 1)
        work = rng.choice(WORKCLASS)
        occ = rng.choices(OCCUPATION, weights=[8, 10, 7, 9, 8, 9, 3, 5, 1, 4])[0]
        mar = rng.choices(MARITAL, weights=[45, 33, 13, 4, 5])[0]
        reg = rng.choices(REGIONS, weights=[30, 30, 20, 15, 2, 2, 1])[0]
        score = (0.08 * (edu - 12) + 0.03 * (hours - 40) + 0.9 * (mar == "married")
                 + 0.7 * (occ in ("exec", "tech")) + 0.00008 * gain - 0.0006 * (age - 47) ** 2 - 0.6)
        p = 1 / (1 + math.exp(-2 * score))
        for k, v in zip(table, [age, hours, gain, edu, work, occ, mar, reg, int(rng.random() < p)]):
            table[k].append(v)
    return table
