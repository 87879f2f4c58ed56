"""python main.py [--epochs 40] [--seed 42] ..."""
import argparse
from dataclasses import fields

import torch

from fraud.config import Config
from fraud.train import run


def main(argv=None):
    p = argparse.ArgumentParser()
    for f in fields(Config):
        p.add_argument("--" + f.name.replace("_", "-"), type=type(f.default), default=f.default)
    cfg = Config(**vars(p.parse_args(argv)))
    model, history = run(cfg)
    torch.save(model.state_dict(), "fraudnet.pt")
    return model, history


if __name__ == "__main__":
    main()
