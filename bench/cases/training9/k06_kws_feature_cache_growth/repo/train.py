"""python train.py [--config config.yaml] [--epochs N]"""
import argparse

import torch
import yaml

from kws import Trainer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--out", default="kws.pt")
    args = ap.parse_args()
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    trainer = Trainer(cfg)
    trainer.fit(args.epochs)
    torch.save(trainer.model.state_dict(), args.out)


if __name__ == "__main__":
    main()
