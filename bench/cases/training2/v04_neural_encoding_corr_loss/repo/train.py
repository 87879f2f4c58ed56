"""Fit an encoding model to the simulated recording.

    python train.py                         # 60k frames, 40 epochs, correlation loss
    python train.py --loss poisson --epochs 10
"""
import argparse
import math

import torch
from torch.utils.data import DataLoader

from neuroenc.data import chronological_split, simulate_recording
from neuroenc.losses import LOSSES
from neuroenc.metrics import per_neuron_correlation
from neuroenc.model import FactorizedEncoder


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=60000)
    ap.add_argument("--neurons", type=int, default=48)
    ap.add_argument("--lag", type=int, default=8)
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--loss", choices=sorted(LOSSES), default="corr")
    ap.add_argument("--log-every", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    windows, spikes = simulate_recording(args.frames, args.neurons, lag=args.lag, seed=args.seed)
    train_ds, val_ds = chronological_split(windows, spikes)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=1024)

    model = FactorizedEncoder(windows.shape[-1], args.lag, args.neurons)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    loss_fn = LOSSES[args.loss]

    history, step = [], 0
    for epoch in range(1, args.epochs + 1):
        model.train()
        running = 0.0
        for x, y in train_loader:
            loss = loss_fn(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            step += 1
            running += loss.item()
            if step % args.log_every == 0:
                print(f"step {step:6d} | loss {running / args.log_every:.4f}", flush=True)
                running = 0.0
        model.eval()
        corr = per_neuron_correlation(model, val_loader)
        mean_r = corr.mean().item()
        history.append({"epoch": epoch, "step": step, "loss": loss.item(), "val_corr": mean_r})
        print(f"epoch {epoch:3d} | last loss {loss.item():.4f} | val corr {mean_r:.4f}",
              flush=True)
        if math.isnan(mean_r):
            print("warning: val corr is nan", flush=True)
    return model, history


if __name__ == "__main__":
    main()
