"""Simulated hourly rentals per station (Poisson counts, lots of zeros at night)."""
import math

import torch

HOURLY_PROFILE = torch.tensor([
    0.05, 0.03, 0.02, 0.02, 0.03, 0.15, 0.6, 1.6, 2.4, 1.2, 0.8, 0.9,
    1.1, 1.0, 0.9, 1.0, 1.4, 2.6, 2.2, 1.3, 0.8, 0.5, 0.3, 0.12])


def simulate(n_stations, n_days, seed):
    g = torch.Generator().manual_seed(seed)
    hours = n_days * 24
    t = torch.arange(hours)
    hour = t % 24
    dow = (t // 24) % 7
    doy = (t // 24) % 365
    temp = 14 - 9 * torch.cos(2 * math.pi * doy / 365) + 3 * torch.randn(hours, generator=g)
    rain = (torch.rand(hours, generator=g) < 0.12).float()
    popularity = torch.exp(0.6 * torch.randn(n_stations, generator=g)) * 6.0
    weekend = (dow >= 5).float()
    profile = HOURLY_PROFILE[hour] * (1 - 0.3 * weekend) + 0.6 * weekend * (hour >= 10).float() * (hour <= 18).float()
    weather = torch.exp(0.04 * (temp - 14)) * (1 - 0.6 * rain)
    rate = popularity[:, None] * profile[None, :] * weather[None, :]
    counts = torch.poisson(rate, generator=g)
    return {
        "counts": counts,           # (stations, hours)
        "hour": hour, "dow": dow, "doy": doy,
        "temp": temp, "rain": rain,
    }
