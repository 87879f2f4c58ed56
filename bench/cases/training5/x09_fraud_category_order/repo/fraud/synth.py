"""Simulate card transactions from the merchant catalogue."""
import math
import random

COUNTRIES = ["DE", "FR", "NL", "ES", "IT", "PL", "GB", "US", "BR", "NG", "IN", "CN", "RU", "TR"]
HOME = {"DE": 0.55, "FR": 0.1, "NL": 0.08, "ES": 0.06, "IT": 0.05, "PL": 0.04, "GB": 0.04}
DEVICES = ["chip", "contactless", "ecom_web", "ecom_app", "moto", "magstripe"]
DEVICE_RISK = {"chip": -1.0, "contactless": -0.6, "ecom_web": 0.8, "ecom_app": 0.4, "moto": 1.2,
               "magstripe": 1.5}


def simulate(catalog, n, fraud_rate, seed):
    rng = random.Random(seed)
    weights = [HOME.get(c, 0.01) for c in COUNTRIES]
    rows = []
    # calibrate the intercept so that the overall fraud rate is about fraud_rate
    intercept = math.log(fraud_rate / (1 - fraud_rate)) - 1.2
    for _ in range(n):
        m = rng.choice(catalog)
        country = rng.choices(COUNTRIES, weights)[0]
        device = rng.choice(DEVICES)
        hour = rng.randrange(24)
        amount = math.exp(rng.gauss(3.2 + 0.4 * m["base_risk"], 1.0))
        logit = (intercept + 0.9 * m["base_risk"] + DEVICE_RISK[device]
                 + (1.3 if country not in HOME else 0.0)
                 + (0.8 if hour < 5 else 0.0) + 0.35 * (math.log(amount) - 3.5))
        is_fraud = rng.random() < 1 / (1 + math.exp(-logit))
        rows.append({"category": m["category"], "country": country, "device": device,
                     "hour": hour, "amount": amount, "label": int(is_fraud)})
    return rows
