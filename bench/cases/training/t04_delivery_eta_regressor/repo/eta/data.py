"""Synthetic food-delivery orders.

Numeric: distance_km, items, hour (as sin/cos), courier_load
Categorical: weather (4), vehicle (3), restaurant category (6), weekend (2)
Target: minutes from order to delivery.
"""
import math

import torch
from torch.utils.data import Dataset

CATEGORICAL = {"weather": 4, "vehicle": 3, "restaurant": 6, "weekend": 2}
NUMERIC = ["distance_km", "items", "hour_sin", "hour_cos", "courier_load"]

_PREP = torch.tensor([8.0, 12.0, 18.0, 25.0, 10.0, 15.0])      # minutes per restaurant category
_SPEED = torch.tensor([14.0, 22.0, 30.0])                     # km/h bike, scooter, car
_WEATHER_DELAY = torch.tensor([0.0, 3.0, 8.0, 15.0])          # clear, cloudy, rain, snow


def generate_orders(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    distance = 0.3 + 11.7 * torch.rand(n, generator=g) ** 1.5
    items = torch.randint(1, 12, (n,), generator=g).float()
    hour = torch.randint(0, 24, (n,), generator=g).float()
    load = torch.rand(n, generator=g) * 4
    weather = torch.multinomial(torch.tensor([0.5, 0.25, 0.2, 0.05]), n, True, generator=g)
    vehicle = torch.randint(0, 3, (n,), generator=g)
    restaurant = torch.randint(0, 6, (n,), generator=g)
    weekend = (torch.rand(n, generator=g) < 2 / 7).long()

    rush = torch.exp(-((hour - 12.5) ** 2) / 2) + torch.exp(-((hour - 19.0) ** 2) / 3)
    speed = _SPEED[vehicle] / (1 + 0.8 * rush + 0.3 * weekend)
    minutes = (_PREP[restaurant] * (1 + 0.05 * items) + 60 * distance / speed
               + _WEATHER_DELAY[weather] * (1 + 0.5 * (vehicle == 0).float())
               + 4 * load + 2.0 * torch.randn(n, generator=g))

    numeric = torch.stack([distance, items, torch.sin(2 * math.pi * hour / 24),
                           torch.cos(2 * math.pi * hour / 24), load], dim=1)
    categorical = torch.stack([weather, vehicle, restaurant, weekend], dim=1)
    return numeric, categorical, minutes


class OrdersDataset(Dataset):
    def __init__(self, numeric, categorical, minutes):
        self.numeric, self.categorical, self.minutes = numeric, categorical, minutes

    def __len__(self):
        return len(self.minutes)

    def __getitem__(self, i):
        return self.numeric[i], self.categorical[i], self.minutes[i]
