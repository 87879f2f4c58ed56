import torch
from torch.utils.data import DataLoader

from .dataset import PairDataset
from .evaluate import hit_rate_ndcg
from .interactions import Interactions
from .losses import bpr_loss
from .models import build_model
from .sampler import NegativeSampler
from .synthetic import make_interactions
from .utils import rss_mb, seed_everything


def build(cfg, rows=None):
    d = cfg["data"]
    if rows is None:
        rows = make_interactions(d["n_users"], d["n_items"], d["interactions_per_user"], seed=cfg["seed"])
    return Interactions(rows, d["n_users"], d["n_items"], d["min_interactions"])


def train(cfg, rows=None, log=print, on_epoch_end=None):
    seed_everything(cfg["seed"])
    inter = build(cfg, rows)
    t = cfg["train"]
    model = build_model(cfg["model"]["name"], inter.n_users, inter.n_items, cfg["model"]["dim"])
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"], weight_decay=t["weight_decay"])
    sampler = NegativeSampler(inter, seed=cfg["seed"])
    loader = DataLoader(PairDataset(inter), batch_size=t["batch_size"], shuffle=True)
    history = []
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        total, n = 0.0, 0
        for users, pos in loader:
            neg = sampler.sample(users, t["n_neg"])
            loss = bpr_loss(model.score(users, pos), model.score(users, neg))
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(users)
            n += len(users)
        row = {"epoch": epoch, "bpr": total / n}
        msg = f"epoch {epoch:3d} | bpr {row['bpr']:.4f}"
        if t["eval_every"] and epoch % t["eval_every"] == 0:
            row["hr"], row["ndcg"] = hit_rate_ndcg(model, inter, t["topk"])
            msg += f" | hr@{t['topk']} {row['hr']:.3f} | ndcg@{t['topk']} {row['ndcg']:.3f}"
        if t.get("log_memory"):
            row["rss_mb"] = rss_mb()
            msg += f" | rss {row['rss_mb']:.0f}MB"
        history.append(row)
        log(msg)
        if on_epoch_end is not None:
            on_epoch_end(epoch, model, sampler)
    return model, history
