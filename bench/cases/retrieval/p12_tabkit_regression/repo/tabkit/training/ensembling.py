"""Deep ensembles: train several seeds and average their predictions (with a spread estimate)."""
import copy

import torch

from ..models import build_model
from .loop import fit, predict


def train_ensemble(cfg, train, val, n_members=5, log=print):
    members = []
    for k in range(n_members):
        c = copy.deepcopy(cfg)
        c["train"]["seed"] = cfg["train"].get("seed", 0) + k
        torch.manual_seed(c["train"]["seed"])
        model = build_model(c["model"], train[0].shape[1])
        fit(model, train, val, c, log=lambda *a: None)
        members.append(model)
        log(f"ensemble member {k + 1}/{n_members} done")
    return members


def ensemble_predict(members, X):
    preds = torch.stack([predict(m, X) for m in members])
    return preds.mean(0), preds.std(0)
