import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from restorenet.config import load_config  # noqa: E402
from restorenet.data import build_dataset  # noqa: E402
from restorenet.engine import validate  # noqa: E402
from restorenet.models import build_model  # noqa: E402
from restorenet.transforms import build_degradation  # noqa: E402
from restorenet.utils import load_training_state  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    torch.manual_seed(0)
    model = build_model(cfg["model"])
    epoch, _ = load_training_state(args.ckpt, model)
    ds = build_dataset(cfg, "val", build_degradation(cfg))
    p, s = validate(model, DataLoader(ds, 1), "cpu")
    print(f"epoch {epoch}: PSNR {p:.2f} dB  SSIM {s:.4f}")


if __name__ == "__main__":
    main()
