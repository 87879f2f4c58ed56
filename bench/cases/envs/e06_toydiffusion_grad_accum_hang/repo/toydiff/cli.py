"""toydiff-train: fit a DDPM to a 2-D toy distribution and report how well samples match it."""
import argparse

import torch
from torch.utils.data import DataLoader

from .data import DATASETS, make_dataset
from .diffusion import Denoiser, Diffusion
from .trainer import Trainer


def sliced_distance(a, b, n_proj=64, seed=0):
    """Sliced 1-Wasserstein distance between two point clouds of the same size."""
    g = torch.Generator().manual_seed(seed)
    dirs = torch.randn(2, n_proj, generator=g)
    dirs = dirs / dirs.norm(dim=0, keepdim=True)
    pa, _ = torch.sort(a @ dirs, dim=0)
    pb, _ = torch.sort(b @ dirs, dim=0)
    return (pa - pb).abs().mean().item()


def main(argv=None):
    ap = argparse.ArgumentParser(prog="toydiff-train")
    ap.add_argument("--dataset", choices=sorted(DATASETS), default="moons")
    ap.add_argument("--n", type=int, default=10000, help="training points")
    ap.add_argument("--steps", type=int, default=3000, help="optimiser steps")
    ap.add_argument("--batch-size", type=int, default=256)
    ap.add_argument("--grad-accum", type=int, default=1)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--T", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--no-progress", action="store_true")
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    data = make_dataset(args.dataset, args.n, args.seed)
    loader = DataLoader(data, batch_size=args.batch_size, shuffle=True, drop_last=True)
    diffusion = Diffusion(args.T)
    trainer = Trainer(Denoiser(), diffusion, loader, lr=args.lr, grad_accum=args.grad_accum,
                      progress=not args.no_progress)
    history = trainer.fit(args.steps)
    g = torch.Generator().manual_seed(args.seed + 1)
    samples = diffusion.sample(trainer.ema, 1000, g)
    ref = make_dataset(args.dataset, 1000, args.seed + 2).tensors[0]
    dist = sliced_distance(samples, ref)
    print(f"final loss {history[-1]:.4f}  sliced W1(samples, data) {dist:.4f}")
    return trainer, dist


if __name__ == "__main__":
    main()
