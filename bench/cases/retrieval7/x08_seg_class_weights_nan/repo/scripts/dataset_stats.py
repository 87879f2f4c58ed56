"""Print per-class pixel statistics of the training split for a config."""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from segkit.config import load_config  # noqa: E402
from segkit.data import CLASS_NAMES  # noqa: E402
from segkit.engine.trainer import build_datasets  # noqa: E402
from segkit.losses import count_pixels  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/shapes_unet.yaml")
    p.add_argument("--samples", type=int, default=None)
    args = p.parse_args()
    cfg = load_config(args.config)
    train_ds, _ = build_datasets(cfg)
    counts = count_pixels(train_ds, cfg["model"]["num_classes"], args.samples,
                          cfg["loss"].get("ignore_index", 255))
    total = counts.sum()
    for name, c in zip(CLASS_NAMES, counts.tolist()):
        print(f"{name:>12s}: {int(c):9d} px  ({100 * c / total:5.2f}%)")


if __name__ == "__main__":
    main()
