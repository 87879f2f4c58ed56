import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from depthnet.models import build_model  # noqa: E402
from depthnet.transforms import Normalize  # noqa: E402
from depthnet.utils import load_config  # noqa: E402
from depthnet.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="predict a depth map for uint8 (3, H, W) tensors")
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("images", nargs="+")
    args = ap.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    model.eval()
    norm = Normalize()
    for p in args.images:
        rgb = torch.load(p).float() / 255.0
        rgb, _ = norm(rgb, None)
        with torch.no_grad():
            depth = model(rgb.unsqueeze(0))[0]
        out = os.path.splitext(p)[0] + "_depth.pt"
        torch.save(depth, out)
        print(f"{p}: depth range {depth.min():.2f}-{depth.max():.2f} m -> {out}")


if __name__ == "__main__":
    main()
