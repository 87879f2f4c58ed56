"""Simulated fleet test bench: one record per (cell, cycle)."""
from dataclasses import dataclass

import torch


@dataclass
class CellRecord:
    cell_id: str
    x: torch.Tensor   # (n_cycles, n_features) raw bench features
    soh: torch.Tensor  # (n_cycles,)


def simulate_cell(cell_id, g):
    n_cycles = int(torch.randint(250, 900, (1,), generator=g))
    fade = 1e-4 * (2.0 + 3.0 * float(torch.rand(1, generator=g)))      # linear fade per cycle
    knee = int(n_cycles * (0.6 + 0.3 * float(torch.rand(1, generator=g))))
    cyc = torch.arange(n_cycles, dtype=torch.float32)
    soh = 1.0 - fade * cyc - 4 * fade * torch.relu(cyc - knee) ** 1.3 / 40
    soh = soh.clamp(min=0.55)
    t_amb = 20.0 + 10.0 * float(torch.rand(1, generator=g))
    noise = lambda s: s * torch.randn(n_cycles, generator=g)  # noqa: E731
    feats = torch.stack([
        cyc,
        35.0 + 60.0 * (1.0 - soh) + noise(1.5),                       # internal resistance, mOhm
        t_amb + 4.0 + 6.0 * (1.0 - soh) + noise(0.5),
        t_amb + 9.0 + 11.0 * (1.0 - soh) + noise(0.8),
        2.1 - 1.4 * (1.0 - soh) + noise(0.05),
        2.9 * soh + noise(0.03),
        1800.0 + 2500.0 * (1.0 - soh) + noise(40.0),
        3600.0 * soh + noise(25.0),
        3650.0 - 180.0 * (1.0 - soh) + noise(6.0),
        0.999 - 0.01 * (1.0 - soh) + noise(0.0008),
    ], dim=1)
    return CellRecord(cell_id, feats, soh)


def simulate_fleet(n_cells=120, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [simulate_cell(f"C{i:04d}", g) for i in range(n_cells)]
