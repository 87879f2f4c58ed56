"""Multi-label diagnosis prediction from lab panels.

    python run.py                 # 150k panels, 80 epochs
    python run.py --epochs 10
"""
import argparse

import torch

from labnet.data import make_panels
from labnet.engine import Engine
from labnet.model import make_model

DEFAULTS = dict(n_train=150_000, n_val=20_000, epochs=80, batch_size=256, lr=1e-3, hidden=256, seed=0)


def main(argv=None):
    p = argparse.ArgumentParser()
    for k, v in DEFAULTS.items():
        p.add_argument("--" + k.replace("_", "-"), type=type(v), default=v)
    args = p.parse_args(argv)
    torch.manual_seed(args.seed)
    engine = Engine(make_model(hidden=args.hidden), lr=args.lr, batch_size=args.batch_size)
    history = engine.fit(make_panels(args.n_train, seed=args.seed), make_panels(args.n_val, seed=args.seed + 1),
                         args.epochs)
    torch.save(engine.model.state_dict(), "labnet.pt")
    return engine, history


if __name__ == "__main__":
    main()
