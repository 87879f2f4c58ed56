import json
import os
import random
import time

import torch


def seed_everything(seed=None):
    """Seed python and torch RNGs. Without a seed a fresh one is drawn, so that exploratory runs
    differ; returns the seed actually used."""
    if not seed:
        seed = int.from_bytes(os.urandom(4), "little")
    random.seed(seed)
    torch.manual_seed(seed)
    return seed


class RunLogger:
    def __init__(self, path=None):
        self.path = path
        self.records = []
        self.t0 = time.time()

    def log(self, **kw):
        kw["elapsed"] = round(time.time() - self.t0, 2)
        self.records.append(kw)
        print("  ".join(f"{k} {v:.4f}" if isinstance(v, float) else f"{k} {v}" for k, v in kw.items()), flush=True)

    def dump(self, cfg):
        if self.path:
            with open(self.path, "w") as f:
                json.dump({"config": cfg, "history": self.records}, f, indent=1)
