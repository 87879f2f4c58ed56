import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from patchad.engine import build_detector  # noqa: E402
from patchad.engine.fit import default_transform  # noqa: E402
from patchad.utils import load_config  # noqa: E402
from patchad.utils.checkpoint import load_detector  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="anomaly score for individual images")
    ap.add_argument("--config", required=True)
    ap.add_argument("--bank", required=True)
    ap.add_argument("images", nargs="+")
    args = ap.parse_args()
    cfg = load_config(args.config)
    detector = load_detector(args.bank, build_detector(cfg))
    tf = default_transform(cfg)
    for p in args.images:
        img = torch.load(p).float()
        img, _ = tf(img, torch.zeros(1, *img.shape[-2:]))
        score, _ = detector.predict(img.unsqueeze(0))
        print(f"{p}\t{score.item():.4f}")


if __name__ == "__main__":
    main()
