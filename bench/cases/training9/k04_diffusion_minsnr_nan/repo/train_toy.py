"""Train a tiny epsilon-prediction diffusion model on a 2-D toy distribution.

    python train_toy.py --steps 5000 --schedule cosine --snr-gamma 5
"""
import argparse

import torch

from tinydiff import DiffusionTrainer


def get_parser():
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=5000)
    p.add_argument("--timesteps", type=int, default=1000)
    p.add_argument("--schedule", choices=["cosine", "linear"], default="cosine")
    p.add_argument("--snr-gamma", type=float, default=5.0, help="0 disables min-SNR weighting")
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--dataset", default="rings")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--log-every", type=int, default=250)
    p.add_argument("--out", default="toy_diffusion.pt")
    return p


def main(argv=None):
    a = get_parser().parse_args(argv)
    tr = DiffusionTrainer(T=a.timesteps, schedule=a.schedule, snr_gamma=a.snr_gamma, lr=a.lr,
                          batch_size=a.batch_size, dataset=a.dataset, seed=a.seed)
    tr.train(a.steps, log_every=a.log_every)
    torch.save(tr.model.state_dict(), a.out)
    samples = tr.sample(2000)
    r = samples.norm(dim=1)
    print(f"samples: mean radius {r.mean():.3f}  std {r.std():.3f}")


if __name__ == "__main__":
    main()
