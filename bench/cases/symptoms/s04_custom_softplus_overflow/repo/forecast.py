#!/usr/bin/env python
"""Probabilistic hourly load forecast (mean + std) for the campus buildings.

Predicts a Gaussian N(mu, sigma^2) for the next-hour load in kW from calendar
features, the outdoor temperature and the last observed loads.  The real data
lives in the BMS database; `synthetic_load` generates a table with the same
columns so the pipeline can be run anywhere.

    python forecast.py --epochs 10 --log-every 100
"""
import argparse
import math

import numpy as np
import torch
import torch.nn as nn


# ----------------------------------------------------------------------------- data
def synthetic_load(n_hours, n_buildings=8, seed=0):
    rng = np.random.default_rng(seed)
    rows = []
    for b in range(n_buildings):
        base = rng.uniform(600, 2400)             # kW
        temp_coef = rng.uniform(8, 25)            # kW per degree above 18C
        hours = np.arange(n_hours)
        hod = hours % 24
        dow = (hours // 24) % 7
        temp = 12 + 10 * np.sin(2 * np.pi * (hours / (24 * 365))) \
            + 6 * np.sin(2 * np.pi * (hod - 9) / 24) + rng.normal(0, 2, n_hours)
        occupancy = np.where((hod >= 8) & (hod <= 19) & (dow < 5), 1.0, 0.35)
        load = base * occupancy + temp_coef * np.maximum(temp - 18, 0) \
            + rng.normal(0, 0.08 * base, n_hours)
        for t in range(24, n_hours - 1):
            rows.append([hod[t + 1] / 23, dow[t + 1] / 6, temp[t + 1] / 30, load[t] / 1000,
                         load[t - 23] / 1000, base / 1000, load[t + 1]])
    data = np.asarray(rows, dtype=np.float32)
    return data[:, :-1], data[:, -1]


# ----------------------------------------------------------------------------- model
def softplus(x):
    # smooth positive map for the scale head
    return torch.log(1 + torch.exp(x))


class GaussianMLP(nn.Module):
    def __init__(self, in_features, hidden=64, min_std=1e-3):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Linear(in_features, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.mean_head = nn.Linear(hidden, 1)
        self.std_head = nn.Linear(hidden, 1)
        self.min_std = min_std

    def forward(self, x):
        h = self.trunk(x)
        mu = self.mean_head(h).squeeze(-1)
        sigma = softplus(self.std_head(h)).squeeze(-1) + self.min_std
        return mu, sigma


def gaussian_nll(mu, sigma, y):
    return (torch.log(sigma) + 0.5 * ((y - mu) / sigma) ** 2).mean() + 0.5 * math.log(2 * math.pi)


# ----------------------------------------------------------------------------- training
def batches(x, y, batch_size, shuffle, gen=None):
    idx = torch.randperm(len(x), generator=gen) if shuffle else torch.arange(len(x))
    for i in range(0, len(x), batch_size):
        j = idx[i:i + batch_size]
        yield x[j], y[j]


@torch.no_grad()
def evaluate(model, x, y):
    mu, sigma = model(x)
    nll = gaussian_nll(mu, sigma, y).item()
    mae = (mu - y).abs().mean().item()
    inside = ((y - mu).abs() <= 1.96 * sigma).float().mean().item()
    return {"nll": nll, "mae": mae, "cover95": inside, "mean_sigma": sigma.mean().item()}


def train(args, log=print):
    torch.manual_seed(args.seed)
    gen = torch.Generator().manual_seed(args.seed)
    x, y = synthetic_load(args.hours, args.buildings, seed=args.seed)
    x, y = torch.from_numpy(x), torch.from_numpy(y)
    n_val = len(x) // 5
    x_tr, y_tr, x_va, y_va = x[:-n_val], y[:-n_val], x[-n_val:], y[-n_val:]

    model = GaussianMLP(x.shape[1], hidden=args.hidden)
    with torch.no_grad():  # start the mean at the average load, converges a lot faster
        model.mean_head.bias.fill_(float(y_tr.mean()))
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)

    history = []
    step = 0
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, count = 0.0, 0
        for xb, yb in batches(x_tr, y_tr, args.batch_size, True, gen):
            mu, sigma = model(xb)
            loss = gaussian_nll(mu, sigma, yb)
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), args.clip)
            opt.step()
            total += loss.item() * len(yb)
            count += len(yb)
            step += 1
            if args.log_every and step % args.log_every == 0:
                log(f"  step {step:5d}  nll {loss.item():.4f}  mean_sigma {sigma.mean().item():.1f}")
        metrics = evaluate(model, x_va, y_va)
        metrics.update(epoch=epoch, train_nll=total / count)
        history.append(metrics)
        log(f"epoch {epoch:2d} train_nll {metrics['train_nll']:.4f} val_nll {metrics['nll']:.4f} "
            f"mae {metrics['mae']:.1f} kW  cover95 {metrics['cover95']:.3f}  "
            f"sigma {metrics['mean_sigma']:.1f}")
    return model, history


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hours", type=int, default=24 * 120)
    p.add_argument("--buildings", type=int, default=8)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch-size", type=int, default=128)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--clip", type=float, default=5.0)
    p.add_argument("--log-every", type=int, default=0)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", default="")
    return p.parse_args(argv)


if __name__ == "__main__":
    args = parse_args()
    model, _ = train(args)
    if args.save:
        torch.save(model.state_dict(), args.save)
