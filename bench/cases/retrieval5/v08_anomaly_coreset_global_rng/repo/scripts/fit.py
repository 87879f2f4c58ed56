import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from patchad.engine import evaluate_detector, fit_detector  # noqa: E402
from patchad.utils import load_config  # noqa: E402
from patchad.utils.checkpoint import save_detector  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="fit a detector on normal images and evaluate it")
    ap.add_argument("--config", required=True)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    detector, test_set = fit_detector(cfg)
    save_detector(os.path.join(cfg["engine"]["out_dir"], "bank.pt"), detector, cfg)
    res = evaluate_detector(detector, test_set, cfg["engine"].get("batch_size", 16))
    print(f"image AUROC {res['image_auroc']:.4f}  pixel AUROC {res['pixel_auroc']:.4f}  "
          f"best F1 {res['best_f1']:.3f}")


if __name__ == "__main__":
    main()
