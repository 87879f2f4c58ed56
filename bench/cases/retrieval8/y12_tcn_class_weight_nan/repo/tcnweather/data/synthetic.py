"""Synthetic hourly weather-station records.

Produces temperature, humidity, pressure, wind speed, precipitation and
snowfall plus a condition label: 0 clear, 1 rain, 2 fog, 3 snow. Snow only
occurs when it is below freezing, i.e. in the winter months.
"""

import numpy as np


def _ar1(rng, n, phi, sigma):
    out = np.zeros(n)
    for i in range(1, n):
        out[i] = phi * out[i - 1] + rng.normal(0.0, sigma)
    return out


def generate_station_series(n_days=730, seed=0):
    rng = np.random.default_rng(seed)
    n = n_days * 24
    hours = np.arange(n)
    day = (hours // 24) % 365
    month = np.minimum(day // 30.42, 11).astype(int) + 1

    temperature = (8.0 - 12.0 * np.cos(2 * np.pi * day / 365.0)
                   + 4.0 * np.sin(2 * np.pi * (hours % 24) / 24.0 - np.pi / 2)
                   + _ar1(rng, n, 0.95, 0.6))
    pressure = 1013.0 + _ar1(rng, n, 0.98, 1.2)
    humidity = np.clip(70.0 - 1.5 * (pressure - 1013.0) - 0.3 * (temperature - 8.0)
                       + _ar1(rng, n, 0.9, 3.0), 10.0, 100.0)
    wind = np.clip(2.5 + 0.1 * (1013.0 - pressure) + np.abs(_ar1(rng, n, 0.8, 1.0)), 0.0, None)

    rain_logit = (1006.0 - pressure) / 2.0 + (humidity - 85.0) / 5.0
    precip = np.where(rng.random(n) < 1.0 / (1.0 + np.exp(-rain_logit)),
                      rng.gamma(2.0, 0.8, size=n), 0.0)
    freezing = temperature < 0.5
    snowfall = np.where(freezing, precip, 0.0)
    fog = (humidity > 82.0) & (wind < 4.0) & (precip == 0)

    labels = np.zeros(n, dtype=np.int64)
    labels[fog] = 2
    labels[(precip > 0) & ~freezing] = 1
    labels[(precip > 0) & freezing] = 3

    features = np.stack([temperature, humidity, pressure, wind, precip, snowfall], axis=1)
    return features.astype(np.float32), labels, month
