import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from sepkit.models import build_model  # noqa: E402
from sepkit.utils import load_config  # noqa: E402
from sepkit.utils.checkpoint import load_checkpoint  # noqa: E402
from sepkit.utils.signal import peak_normalize  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description="Separate a mixture stored as a torch tensor file [T].")
    ap.add_argument("config")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--input", required=True)
    ap.add_argument("--output", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    model = build_model(cfg.model)
    load_checkpoint(args.ckpt, model)
    model.eval()
    mix = torch.load(args.input).float()
    with torch.no_grad():
        est = model(mix[None])[0]
    torch.save(peak_normalize(est), args.output)


if __name__ == "__main__":
    main()
