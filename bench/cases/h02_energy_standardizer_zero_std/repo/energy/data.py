"""Synthetic daily energy use of office buildings (kWh) with weather and calendar features."""
import math

import torch

NUMERIC = ("temp_c", "humidity", "floor_area_k", "occupancy")


def synth_records(num_days, num_buildings=20, seed=0):
    """Return a list of dicts, one per building-day."""
    g = torch.Generator().manual_seed(seed)
    area = 2.0 + 8.0 * torch.rand(num_buildings, generator=g)          # thousands of m^2
    efficiency = 0.8 + 0.4 * torch.rand(num_buildings, generator=g)
    records = []
    for day in range(num_days):
        doy = day % 365
        month = min(doy // 31, 11) + 1          # approximate calendar month
        weekday = day % 7
        temp = 11 + 10 * math.sin(2 * math.pi * (doy - 105) / 365) + 3 * torch.randn(1, generator=g).item()
        humidity = float(torch.clamp(0.6 + 0.15 * torch.randn(1, generator=g), 0.1, 1.0))
        for b in range(num_buildings):
            occ = (0.15 if weekday >= 5 else 0.9) * float(0.8 + 0.4 * torch.rand(1, generator=g))
            hvac = 0.9 * max(temp - 20, 0) + 0.6 * max(14 - temp, 0)
            kwh = area[b].item() * efficiency[b].item() * (40 + 30 * occ + 6 * hvac + 10 * humidity)
            kwh *= float(1 + 0.05 * torch.randn(1, generator=g))
            records.append({"building": b, "month": month, "weekday": weekday, "temp_c": temp,
                            "humidity": humidity, "floor_area_k": area[b].item(),
                            "occupancy": occ, "kwh": kwh})
    return records


def select_months(records, months):
    if not months:
        return records
    months = set(months)
    return [r for r in records if r["month"] in months]


def to_tensors(records):
    """Numeric features + one-hot weekday (7) + one-hot month (12); target in MWh."""
    num = torch.tensor([[r[k] for k in NUMERIC] for r in records], dtype=torch.float32)
    weekday = torch.nn.functional.one_hot(torch.tensor([r["weekday"] for r in records]), 7)
    month = torch.nn.functional.one_hot(torch.tensor([r["month"] - 1 for r in records]), 12)
    x = torch.cat([num, weekday.float(), month.float()], dim=1)
    y = torch.tensor([r["kwh"] / 1000.0 for r in records], dtype=torch.float32).unsqueeze(1)
    return x, y


def split_records(records, val_fraction=0.2, seed=0):
    g = torch.Generator().manual_seed(seed)
    idx = torch.randperm(len(records), generator=g).tolist()
    n_val = int(len(records) * val_fraction)
    return [records[i] for i in idx[n_val:]], [records[i] for i in idx[:n_val]]
