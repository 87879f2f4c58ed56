import argparse
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from segkit.config import load_config  # noqa: E402
from segkit.engine import train  # noqa: E402


def main():
    p = argparse.ArgumentParser(description="Train a U-Net on synthetic shapes")
    p.add_argument("--config", default="configs/shapes_unet.yaml")
    p.add_argument("--save", default=None, help="where to write the final state_dict")
    p.add_argument("overrides", nargs="*")
    args = p.parse_args()
    cfg = load_config(args.config, args.overrides)
    model, _ = train(cfg)
    if args.save:
        torch.save(model.state_dict(), args.save)


if __name__ == "__main__":
    main()
