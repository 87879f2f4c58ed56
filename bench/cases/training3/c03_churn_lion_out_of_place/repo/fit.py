"""Fit the churn model on the synthetic customer base.

    python fit.py                      # 60k customers, Lion, 50 epochs
    python fit.py --lr 1e-4 --epochs 20
"""
import argparse

import torch

from churnnet.data import make_customers
from churnnet.model import ChurnMLP
from churnnet.trainer import DEFAULTS, Trainer


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--n-customers", type=int, default=60000)
    p.add_argument("--val-frac", type=float, default=0.15)
    p.add_argument("--seed", type=int, default=0)
    for k, v in DEFAULTS.items():
        p.add_argument("--" + k.replace("_", "-"), type=type(v), default=v)
    args = p.parse_args(argv)
    torch.manual_seed(args.seed)

    data = make_customers(args.n_customers, seed=args.seed)
    n_val = int(args.val_frac * len(data))
    train_set, val_set = torch.utils.data.random_split(data, [len(data) - n_val, n_val],
                                                       generator=torch.Generator().manual_seed(args.seed))
    prior = data.tensors[2][train_set.indices].mean().item()
    print(f"{len(train_set)} train / {len(val_set)} val customers, churn rate {prior:.3f}")
    model = ChurnMLP(prior=prior)
    cfg = {k: getattr(args, k) for k in DEFAULTS}
    trainer = Trainer(model, cfg)
    history = trainer.fit(train_set, val_set)
    torch.save(model.state_dict(), "churn_mlp.pt")
    return model, history


if __name__ == "__main__":
    main()
