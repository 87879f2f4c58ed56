"""Load a trained model and print a forecast for the last test window."""
import argparse

import torch

from tsformer import build_model, load_config
from tsformer.data import build_loaders


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--ckpt", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    loaders, scaler = build_loaders(cfg)
    model = build_model(cfg)
    model.load_state_dict(torch.load(args.ckpt, map_location="cpu"))
    model.eval()
    ctx, tgt = loaders["test"].dataset[len(loaders["test"].dataset) - 1]
    pred = model.predict(ctx.unsqueeze(0))[0].numpy()
    pred, tgt = scaler.inverse_transform(pred), scaler.inverse_transform(tgt.numpy())
    for h, (p, t) in enumerate(zip(pred, tgt)):
        print(f"t+{h + 1:2d}  pred {p.round(3)}  true {t.round(3)}")


if __name__ == "__main__":
    main()
