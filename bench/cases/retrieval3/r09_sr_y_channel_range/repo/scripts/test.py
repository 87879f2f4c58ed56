import argparse

import torch
from torch.utils.data import DataLoader

from srkit.configs import load_config
from srkit.data import PairedImageDataset
from srkit.engine import evaluate
from srkit.models import build_model
from srkit.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--set", dest="test_dir", required=True)
    ap.add_argument("--per-image", action="store_true")
    args = ap.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg["model"])
    load_checkpoint(args.ckpt, model)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    e = cfg["eval"]
    loader = DataLoader(PairedImageDataset(args.test_dir, cfg["model"]["scale"]), 1)
    res, per_image = evaluate(model.to(device), loader, e["y_channel"], e["crop_border"], e["self_ensemble"], device)
    if args.per_image:
        for name, p in per_image.items():
            print(f"{name:24s} {p:.2f}")
    print(f"PSNR {res['psnr']:.2f} dB  SSIM {res['ssim']:.4f}")


if __name__ == "__main__":
    main()
