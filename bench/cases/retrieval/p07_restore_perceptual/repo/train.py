"""python train.py --config configs/sr_x2.yaml [--epochs N]"""
import argparse

import torch

from restore.config import load_config, validate
from restore.engine.trainer import Trainer


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/sr_x2.yaml")
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--num-train", type=int, default=None)
    p.add_argument("--save", default=None, help="write the final checkpoint here")
    args = p.parse_args(argv)
    cfg = validate(load_config(args.config))
    if args.num_train:
        cfg["data"]["num_train"] = args.num_train
    torch.set_num_threads(min(4, torch.get_num_threads()))
    trainer = Trainer(cfg)
    history = trainer.fit(args.epochs)
    if args.save:
        trainer.save(args.save)
    return history


if __name__ == "__main__":
    main()
