"""Synthetic hourly electricity demand with daily / weekly / yearly seasonality."""
import math

import torch


def temperature_series(n_hours, generator):
    t = torch.arange(n_hours, dtype=torch.float32)
    yearly = 12.0 - 10.0 * torch.cos(2 * math.pi * t / (24 * 365.25))
    daily = 4.0 * torch.sin(2 * math.pi * (t - 9) / 24)
    # slowly varying weather noise (AR(1))
    eps = torch.randn(n_hours, generator=generator)
    weather = torch.zeros(n_hours)
    for i in range(1, n_hours):
        weather[i] = 0.995 * weather[i - 1] + 0.25 * eps[i]
    return yearly + daily + weather


def load_series(n_hours, base_load, temperature, generator):
    t = torch.arange(n_hours, dtype=torch.float32)
    hour = t % 24
    dow = (t // 24) % 7
    morning = torch.exp(-0.5 * ((hour - 8) / 1.5) ** 2)
    evening = torch.exp(-0.5 * ((hour - 19) / 2.0) ** 2)
    weekend = (dow >= 5).float()
    profile = 1.0 + 0.18 * morning + 0.25 * evening - 0.12 * weekend - 0.15 * (hour < 5).float()
    # heating below 15C, cooling above 22C
    heating = torch.clamp(15.0 - temperature, min=0) * 0.012
    cooling = torch.clamp(temperature - 22.0, min=0) * 0.02
    noise = 0.015 * torch.randn(n_hours, generator=generator)
    return base_load * (profile + heating + cooling + noise)


def make_region(years, base_load_mw, seed):
    g = torch.Generator().manual_seed(seed)
    n = int(years * 365 * 24)
    temp = temperature_series(n, g)
    load = load_series(n, base_load_mw, temp, g)
    return load, temp
