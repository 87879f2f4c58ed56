"""python -m recsys.cli --config configs/neumf.yaml [--epochs 5] [--lr 0.001] [--seed 1]"""
import torch

from .config import load_config
from .trainer import train_model
from .utils import save_json


def main(argv=None):
    cfg, args = load_config(argv)
    torch.set_num_threads(min(4, torch.get_num_threads()))
    model, history, test = train_model(cfg)
    if args.out:
        save_json(args.out, {"config": cfg, "history": history, "test": test})
    return cfg, history, test


if __name__ == "__main__":
    main()
