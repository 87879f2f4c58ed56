"""Random search over model and optimiser settings, scored by the best validation loss."""
import copy
import math
import random

from .models import build_model
from .training.loop import fit

SPACE = {
    "optim.lr": ("log", 1e-4, 1e-2),
    "optim.weight_decay": ("log", 1e-6, 1e-2),
    "model.dropout": ("uniform", 0.0, 0.4),
    "train.batch_size": ("choice", [64, 128, 256]),
}


def sample(space, rng):
    out = {}
    for key, spec in space.items():
        kind = spec[0]
        if kind == "log":
            out[key] = math.exp(rng.uniform(math.log(spec[1]), math.log(spec[2])))
        elif kind == "uniform":
            out[key] = rng.uniform(spec[1], spec[2])
        else:
            out[key] = rng.choice(spec[1])
    return out


def apply(cfg, params):
    cfg = copy.deepcopy(cfg)
    for key, val in params.items():
        section, name = key.split(".")
        cfg[section][name] = val
    return cfg


def random_search(cfg, train, val, trials=10, seed=0, log=print):
    rng = random.Random(seed)
    results = []
    for t in range(trials):
        params = sample(SPACE, rng)
        c = apply(cfg, params)
        model = build_model(c["model"], train[0].shape[1])
        history = fit(model, train, val, c, log=lambda *a: None)
        best = min(h["val_loss"] for h in history)
        results.append((best, params))
        log(f"trial {t}: best val_loss {best:.4f} {params}")
    return sorted(results, key=lambda r: r[0])
