"""python train.py --model dscnn --epochs 15 [--data-parallel true] [--config cfg.yaml]"""
import torch

from kws.engine.trainer import train
from kws.utils.config import parse_args


def main(argv=None):
    args = parse_args(argv)
    torch.set_num_threads(min(4, torch.get_num_threads()))
    return train(args)


if __name__ == "__main__":
    main()
