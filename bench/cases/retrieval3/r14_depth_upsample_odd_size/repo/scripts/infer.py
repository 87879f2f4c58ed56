import argparse

import torch

from depthkit.configs import load_config
from depthkit.engine import predict_depth
from depthkit.models import build_model
from depthkit.transforms import Normalize
from depthkit.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--image", required=True)
    ap.add_argument("--out", default="depth.pt")
    args = ap.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg["model"], cfg["data"]["min_depth"], cfg["data"]["max_depth"])
    load_checkpoint(args.ckpt, model)
    model.eval()
    rgb, _ = Normalize()(torch.load(args.image), None)
    depth = predict_depth(model, rgb[None], cfg["eval"]["flip"])[0, 0]
    torch.save(depth, args.out)
    print(f"depth {tuple(depth.shape)} min {depth.min():.2f} m max {depth.max():.2f} m -> {args.out}")


if __name__ == "__main__":
    main()
