import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from torch.utils.data import DataLoader  # noqa: E402

from sresolve.data import build_dataset  # noqa: E402
from sresolve.engine import SRTester  # noqa: E402
from sresolve.models import build_model  # noqa: E402
from sresolve.utils import load_config  # noqa: E402
from sresolve.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="PSNR/SSIM of a checkpoint")
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    SRTester(cfg, DataLoader(build_dataset(cfg, "val"), batch_size=1)).run(model)


if __name__ == "__main__":
    main()
