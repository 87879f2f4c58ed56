"""A housing-price-like synthetic table: numeric features with missing values, two categorical
columns, a non-linear target."""
import math

import torch

NUMERIC = ["area", "rooms", "age", "distance", "income", "floor"]
CATEGORICAL = {"district": ["north", "south", "east", "west", "centre"],
               "type": ["flat", "house", "studio"]}


def make_housing(n, noise=0.3, missing=0.05, seed=0):
    g = torch.Generator().manual_seed(seed)
    area = 30 + 120 * torch.rand(n, generator=g)
    rooms = (area / 25 + torch.randn(n, generator=g)).round().clamp(1, 8)
    age = 80 * torch.rand(n, generator=g)
    distance = 20 * torch.rand(n, generator=g) ** 2
    income = torch.exp(torch.randn(n, generator=g) * 0.4 + 3.5)
    floor = torch.randint(0, 20, (n,), generator=g).float()
    district = torch.randint(0, 5, (n,), generator=g)
    kind = torch.randint(0, 3, (n,), generator=g)
    district_effect = torch.tensor([0.2, -0.1, 0.0, -0.2, 0.5])[district]
    kind_effect = torch.tensor([0.0, 0.3, -0.2])[kind]
    y = (torch.log(area) + 0.05 * rooms - 0.004 * age - 0.3 * torch.log1p(distance)
         + 0.2 * torch.log(income) + 0.01 * floor + district_effect + kind_effect
         + 0.1 * torch.sin(area / 10) + noise * 0.3 * torch.randn(n, generator=g))
    X = torch.stack([area, rooms, age, distance, income, floor], 1)
    mask = torch.rand(X.shape, generator=g) < missing
    X[mask] = float("nan")
    cats = torch.stack([district, kind], 1)
    return X, cats, y


def target_stats(y):
    return {"mean": y.mean().item(), "std": y.std().item(), "min": y.min().item(),
            "max": y.max().item(), "skew": (((y - y.mean()) / y.std()) ** 3).mean().item()}


def describe(X):
    rows = []
    for j, name in enumerate(NUMERIC):
        col = X[:, j]
        ok = ~torch.isnan(col)
        rows.append(f"{name:>9}: mean {col[ok].mean():8.3f}  std {col[ok].std():8.3f}  "
                    f"missing {100 * (1 - ok.float().mean()):4.1f}%")
    return "\n".join(rows) + f"\n{'rows':>9}: {len(X)} (log-price target, {math.e:.3f}^y)"
