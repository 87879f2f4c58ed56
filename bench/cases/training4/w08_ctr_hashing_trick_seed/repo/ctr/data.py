"""Synthetic ad-click logs: categorical fields as raw strings plus a couple of counters."""
import numpy as np

FIELDS = ["site_id", "app_category", "device_model", "ad_slot", "advertiser", "hour_of_week", "user_segment"]
CARDINALITY = [3000, 40, 1200, 60, 800, 168, 500]


def make_logs(n=500000, seed=0):
    rng = np.random.default_rng(seed)
    cats, logit = [], np.full(n, -2.0)
    for field, card in zip(FIELDS, CARDINALITY):
        # Zipf-ish popularity of values
        p = 1.0 / np.arange(1, card + 1) ** 1.1
        ids = rng.choice(card, size=n, p=p / p.sum())
        effect = rng.normal(0, 0.6, card)
        logit += effect[ids]
        cats.append([f"{field[:3]}_{i:05d}" for i in ids])
    pair = (np.array([int(s[-5:]) for s in cats[0]]) * 7 + np.array([int(s[-5:]) for s in cats[3]])) % 11
    logit += np.where(pair == 0, 1.2, 0.0)
    counters = np.stack([rng.poisson(3, n), rng.exponential(2.0, n)], 1).astype(np.float32)
    logit += 0.1 * np.log1p(counters[:, 0])
    clicks = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    rows = list(zip(*cats))
    return rows, counters, clicks
