import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from patchad.data import build_datasets  # noqa: E402
from patchad.engine import build_detector, evaluate_detector  # noqa: E402
from patchad.engine.fit import default_transform  # noqa: E402
from patchad.utils import load_config  # noqa: E402
from patchad.utils.checkpoint import load_detector  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--bank", required=True)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    detector = load_detector(args.bank, build_detector(cfg))
    _, test_set = build_datasets(cfg, default_transform(cfg))
    res = evaluate_detector(detector, test_set)
    print(" ".join(f"{k} {v:.4f}" for k, v in res.items()))


if __name__ == "__main__":
    main()
