import argparse

import torch
from torch.utils.data import DataLoader

from depthkit.configs import load_config
from depthkit.data import RGBDDataset
from depthkit.engine import evaluate
from depthkit.models import build_model
from depthkit.transforms import build_transforms
from depthkit.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--list", default=None)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    d = cfg["data"]
    ds = RGBDDataset(d["root"], args.list or d["val_list"], build_transforms(d, False))
    model = build_model(cfg["model"], d["min_depth"], d["max_depth"])
    load_checkpoint(args.ckpt, model)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    res = evaluate(model.to(device), DataLoader(ds, 1), cfg, device)
    print("  ".join(f"{k} {v:.4f}" for k, v in res.items()))


if __name__ == "__main__":
    main()
