import csv
import math
import random

CITIES = ["lisbon", "porto", "braga"]
NUMERIC = ["area_m2", "rooms", "floor", "age_years", "dist_center_km", "has_elevator"]
CITY_BASE = {"lisbon": 5200.0, "porto": 3600.0, "braga": 2300.0}


def generate_listings(n=3000, seed=0):
    rng = random.Random(seed)
    rows = []
    for _ in range(n):
        city = rng.choices(CITIES, weights=[0.5, 0.35, 0.15])[0]
        rooms = rng.randint(0, 5)
        area = max(25.0, rng.gauss(35 + 22 * rooms, 12))
        floor = rng.randint(0, 10)
        age = rng.randint(0, 90)
        dist = abs(rng.gauss(4.0, 3.0))
        elevator = 1 if (floor > 3 and rng.random() < 0.9) or rng.random() < 0.3 else 0
        price_m2 = CITY_BASE[city] * math.exp(-0.06 * dist) * (1 - 0.002 * age)
        price_m2 *= 1 + 0.04 * elevator + 0.01 * min(floor, 6)
        price = area * price_m2 * math.exp(rng.gauss(0, 0.08))
        rows.append({"city": city, "area_m2": area, "rooms": rooms, "floor": floor,
                     "age_years": age, "dist_center_km": dist, "has_elevator": elevator,
                     "price_eur": price})
    return rows


def load_csv(path):
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    for r in rows:
        for k in NUMERIC + ["price_eur"]:
            r[k] = float(r[k])
    return rows


def filter_rows(rows, city=None, max_price=None):
    out = rows
    if city is not None:
        out = [r for r in out if r["city"] == city]
    if max_price is not None:
        out = [r for r in out if r["price_eur"] <= max_price]
    if not out:
        raise ValueError("no listings left after filtering")
    return out


def train_val_split(rows, val_frac=0.2, seed=0):
    rows = list(rows)
    random.Random(seed).shuffle(rows)
    n_val = int(len(rows) * val_frac)
    return rows[n_val:], rows[:n_val]
