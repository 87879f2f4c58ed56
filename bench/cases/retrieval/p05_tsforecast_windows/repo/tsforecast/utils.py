import os
import random
import time

import torch


def set_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def save_model(path, model, meta=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"state": model.state_dict(), "meta": meta or {}}, path)


def load_model(path, model):
    ck = torch.load(path, map_location="cpu", weights_only=False)
    model.load_state_dict(ck["state"])
    return ck.get("meta", {})


class timed:
    def __init__(self, label, log=print):
        self.label, self.log = label, log

    def __enter__(self):
        self.t = time.perf_counter()
        return self

    def __exit__(self, *exc):
        self.log(f"{self.label}: {time.perf_counter() - self.t:.2f}s")
        return False
