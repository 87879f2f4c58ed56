"""Train the activity classifier.

    python train.py --epochs 60 --lr 3e-3
"""
import argparse
from dataclasses import fields

import torch

from har import TrainConfig, Trainer


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    for f in fields(TrainConfig):
        p.add_argument("--" + f.name.replace("_", "-"), type=type(f.default), default=f.default)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    cfg = TrainConfig(**vars(args))
    trainer = Trainer(cfg)
    print(f"HARNet: {sum(p.numel() for p in trainer.model.parameters())} parameters, "
          f"{len(trainer.train_loader)} steps/epoch")
    history = trainer.fit()
    torch.save(trainer.model.state_dict(), "har_net.pt")
    return trainer, history


if __name__ == "__main__":
    main()
