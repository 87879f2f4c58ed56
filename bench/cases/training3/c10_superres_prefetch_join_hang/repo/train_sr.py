"""Train a 2x ESPCN on synthetic patches.

    python train_sr.py --max-steps 25000
"""
import argparse

import torch

from srnet.data import PatchDataset, make_patches
from srnet.model import ESPCN
from srnet.trainer import SRTrainer


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--n-train", type=int, default=30_000)
    p.add_argument("--n-val", type=int, default=1_000)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--max-steps", type=int, default=25_000)
    p.add_argument("--val-every", type=int, default=1_000)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--prefetch", type=int, default=4)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="espcn_x2.pt")
    args = p.parse_args(argv)
    torch.manual_seed(args.seed)
    train_set = PatchDataset(*make_patches(args.n_train, seed=args.seed))
    val_set = PatchDataset(*make_patches(args.n_val, seed=args.seed + 1), augment=False)
    model = ESPCN()
    trainer = SRTrainer(model, train_set, val_set, batch_size=args.batch_size, lr=args.lr,
                        max_steps=args.max_steps, val_every=args.val_every, prefetch=args.prefetch)
    history = trainer.train()
    torch.save(model.state_dict(), args.out)
    print(f"saved {args.out} after {trainer.step} steps")
    return model, history


if __name__ == "__main__":
    main()
