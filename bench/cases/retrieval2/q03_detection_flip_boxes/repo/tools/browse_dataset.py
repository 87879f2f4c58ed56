"""Print augmented targets for a few training images to sanity-check the pipeline."""
import argparse
import os
import sys

sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..")))

from boxdet.config import load_config  # noqa: E402
from boxdet.data import build_dataset  # noqa: E402
from boxdet.utils import set_random_seed  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--val", action="store_true")
    args = ap.parse_args()
    cfg = load_config(args.config)
    set_random_seed(cfg.seed)
    ds = build_dataset(cfg, train=not args.val)
    for i in range(args.n):
        img, t = ds[i]
        print(f"image {t['image_id']} orig={t['orig_size']} now={tuple(img.shape[-2:])}")
        for box, lab in zip(t["boxes"].tolist(), t["labels"].tolist()):
            print(f"   {cfg.dataset['classes'][lab]:>8s} " + " ".join(f"{v:7.1f}" for v in box))


if __name__ == "__main__":
    main()
