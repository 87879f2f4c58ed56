import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from sresolve.models import build_model  # noqa: E402
from sresolve.utils import load_config  # noqa: E402
from sresolve.utils.checkpoint import load_checkpoint  # noqa: E402
from sresolve.utils.tiling import forward_tiled  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="upscale one uint8 (3, H, W) tensor")
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--input", required=True)
    ap.add_argument("--output", required=True)
    ap.add_argument("--tile", type=int, default=128)
    args = ap.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    model.eval()
    lr = torch.load(args.input).float().div(255.0).unsqueeze(0)
    sr = forward_tiled(model, lr, cfg["scale"], tile=args.tile)
    torch.save((sr[0].clamp(0, 1) * 255).round().to(torch.uint8), args.output)
    print(f"saved {tuple(sr.shape[-2:])} image to {args.output}")


if __name__ == "__main__":
    main()
