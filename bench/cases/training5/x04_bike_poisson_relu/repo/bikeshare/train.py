import argparse
import os

import torch
from torch.utils.data import DataLoader

from .dataset import StationHours, split_hours
from .features import hourly_features
from .losses import mae, poisson_nll
from .model import DemandNet
from .report import station_report
from .simulate import simulate


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="Train the station demand model")
    p.add_argument("--stations", type=int, default=120)
    p.add_argument("--days", type=int, default=365)
    p.add_argument("--val-days", type=int, default=28)
    p.add_argument("--epochs", type=int, default=15)
    p.add_argument("--batch-size", type=int, default=512)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--log-every", type=int, default=500)
    p.add_argument("--save", default="demand.pt")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    sim = simulate(args.stations, args.days, args.seed)
    feats = hourly_features(sim)
    tr_idx, va_idx = split_hours(feats.shape[0], args.val_days)
    train_ds = StationHours(sim["counts"], feats, tr_idx)
    val_ds = StationHours(sim["counts"], feats, va_idx)
    train_dl = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_dl = DataLoader(val_ds, batch_size=4096)

    mean_rate = sim["counts"][:, tr_idx].mean().item()
    model = DemandNet(args.stations, feats.shape[1], hidden=args.hidden, init_rate=mean_rate)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    print(f"{args.stations} stations x {len(tr_idx)} h = {len(train_ds)} rows, mean rate {mean_rate:.2f}/h")

    log = []
    step = 0
    best = float("inf")
    for epoch in range(1, args.epochs + 1):
        model.train()
        for station, x, counts in train_dl:
            rate = model(station, x)
            loss = poisson_nll(rate, counts)
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
            log.append({"step": step, "epoch": epoch, "nll": loss.item(),
                        "mae": mae(rate.detach(), counts).item()})
            if step % args.log_every == 0:
                print(f"epoch {epoch} step {step:6d} poisson_nll {loss.item():.4f} "
                      f"mae {log[-1]['mae']:.3f}")
        rep = station_report(model, val_dl, args.stations)
        print(f"== epoch {epoch} val_nll {rep['nll']:.4f} val_mae {rep['mae']:.3f} "
              f"worst stations {rep['worst_stations']}")
        if rep["nll"] < best:
            best = rep["nll"]
            if args.save:
                torch.save(model.state_dict(), args.save)
                print(f"   saved {args.save}")
    return model, log
