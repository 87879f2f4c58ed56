"""Synthetic listings export (deterministic for a given export_seed)."""
import math

import torch

NEIGHBOURHOODS = [f"N{i:02d}" for i in range(40)]


def simulate_listings(n, export_seed=2024):
    g = torch.Generator().manual_seed(export_seed)
    nb_effect = 0.35 * torch.randn(len(NEIGHBOURHOODS), generator=g)
    nb = torch.randint(0, len(NEIGHBOURHOODS), (n,), generator=g)
    area = torch.exp(math.log(110) + 0.35 * torch.randn(n, generator=g))
    rooms = (area / 28 + torch.randn(n, generator=g)).round().clamp(1, 10)
    year = (1900 + 120 * torch.rand(n, generator=g)).round()
    lot = torch.exp(math.log(400) + 0.6 * torch.randn(n, generator=g))
    lat = 52.3 + 0.1 * torch.rand(n, generator=g)
    lon = 4.8 + 0.15 * torch.rand(n, generator=g)
    dist = torch.sqrt((lat - 52.37) ** 2 + (lon - 4.89) ** 2) * 111
    log_price = (12.2 + 0.9 * torch.log(area / 110) + 0.03 * rooms - 0.002 * (2020 - year)
                 + 0.08 * torch.log(lot / 400) - 0.04 * dist + nb_effect[nb]
                 + 0.12 * torch.randn(n, generator=g))
    records = []
    for i in range(n):
        records.append({
            "id": i, "area_m2": float(area[i]), "rooms": int(rooms[i]), "year_built": int(year[i]),
            "lot_m2": float(lot[i]), "lat": float(lat[i]), "lon": float(lon[i]),
            "neighbourhood": NEIGHBOURHOODS[int(nb[i])], "log_price": float(log_price[i]),
        })
    return records
