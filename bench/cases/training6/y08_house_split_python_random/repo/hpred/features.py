"""Featurizer fitted on the training records."""
import math

import torch

from .data import NEIGHBOURHOODS

NUMERIC = ("area_m2", "rooms", "year_built", "lot_m2", "lat", "lon")
LOG_FEATURES = ("area_m2", "lot_m2")


class Featurizer:
    def __init__(self):
        self.mean = None
        self.std = None
        self.nb_index = {n: i for i, n in enumerate(NEIGHBOURHOODS)}

    def _numeric(self, records):
        cols = []
        for name in NUMERIC:
            vals = [r[name] for r in records]
            if name in LOG_FEATURES:
                vals = [math.log(v) for v in vals]
            cols.append(torch.tensor(vals, dtype=torch.float32))
        return torch.stack(cols, 1)

    def fit(self, records):
        num = self._numeric(records)
        self.mean, self.std = num.mean(0), num.std(0)
        return self

    def transform(self, records):
        num = (self._numeric(records) - self.mean) / self.std
        onehot = torch.zeros(len(records), len(NEIGHBOURHOODS))
        for i, r in enumerate(records):
            onehot[i, self.nb_index[r["neighbourhood"]]] = 1.0
        y = torch.tensor([r["log_price"] for r in records], dtype=torch.float32)
        return torch.cat([num, onehot], 1), y
