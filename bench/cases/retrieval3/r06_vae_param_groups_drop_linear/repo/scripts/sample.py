import argparse

import torch

from vaegen.configs import load_config
from vaegen.models import build_model
from vaegen.utils import load_checkpoint, seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--n", type=int, default=64)
    ap.add_argument("--out", default="samples.pt")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    seed_everything(args.seed)
    cfg = load_config(args.config)
    model = build_model(cfg["model"])
    load_checkpoint(args.ckpt, model)
    model.eval()
    with torch.no_grad():
        z = torch.randn(args.n, model.latent_dim)
        images = torch.sigmoid(model.decode(z))
    torch.save(images, args.out)
    print(f"saved {args.n} samples to {args.out}")


if __name__ == "__main__":
    main()
