import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tinydet.config import load_config  # noqa: E402
from tinydet.engine import Trainer  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/shapes_det.yaml")
    ap.add_argument("opts", nargs="*", help="dotted overrides, e.g. train.epochs=5")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    Trainer(cfg).fit()


if __name__ == "__main__":
    main()
