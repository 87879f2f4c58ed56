"""Synthetic Manhattan taxi trips. Raw coordinates are kept in degrees, like in the public trip records."""
import math

import torch

CENTER = (40.758, -73.9855)   # Times Square
NUMERIC = ["pickup_lat", "pickup_lon", "dropoff_lat", "dropoff_lon", "passengers", "haversine_km"]


def haversine_km(lat1, lon1, lat2, lon2):
    r = 6371.0
    p1, p2 = torch.deg2rad(lat1), torch.deg2rad(lat2)
    dphi, dlmb = p2 - p1, torch.deg2rad(lon2 - lon1)
    a = torch.sin(dphi / 2) ** 2 + torch.cos(p1) * torch.cos(p2) * torch.sin(dlmb / 2) ** 2
    return 2 * r * torch.asin(torch.sqrt(a))


def make_trips(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    d = torch.float64
    plat = CENTER[0] + 0.03 * torch.randn(n, generator=g, dtype=d)
    plon = CENTER[1] + 0.02 * torch.randn(n, generator=g, dtype=d)
    dlat = plat + 0.025 * torch.randn(n, generator=g, dtype=d)
    dlon = plon + 0.018 * torch.randn(n, generator=g, dtype=d)
    hour = torch.randint(0, 24, (n,), generator=g)
    weekday = torch.randint(0, 7, (n,), generator=g)
    passengers = torch.randint(1, 7, (n,), generator=g).to(d)
    km = haversine_km(plat, plon, dlat, dlon)
    rush = ((hour >= 7) & (hour <= 9)) | ((hour >= 16) & (hour <= 19))
    speed = 18.0 - 7.0 * rush.to(d) + 3.0 * (weekday >= 5).to(d) - 0.05 * (plat - CENTER[0]).abs() * 100
    minutes = 2.0 + 60.0 * km / speed.clamp_min(4.0)
    minutes = minutes * torch.exp(0.15 * torch.randn(n, generator=g, dtype=d))
    numeric = torch.stack([plat, plon, dlat, dlon, passengers, km], dim=1).float()
    target = torch.log1p(minutes).float()
    return numeric, hour, weekday, target
