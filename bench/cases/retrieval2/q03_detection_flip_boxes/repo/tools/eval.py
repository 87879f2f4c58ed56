import argparse
import os
import sys

sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..")))

import torch  # noqa: E402

from boxdet.config import load_config  # noqa: E402
from boxdet.data import build_loader  # noqa: E402
from boxdet.engine import Trainer  # noqa: E402
from boxdet.models import build_model  # noqa: E402
from boxdet.utils import setup_logging  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--weights", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    setup_logging()
    model = build_model(cfg)
    model.load_state_dict(torch.load(args.weights, map_location="cpu"))
    res = Trainer(cfg, model, build_loader(cfg, False), build_loader(cfg, False)).evaluate()
    print(f"mAP@{cfg.test.iou_threshold}: {res['mAP']:.4f}")
    for c, ap_c in res["per_class"].items():
        print(f"  {cfg.dataset['classes'][c]:>12s}: {ap_c:.4f}")


if __name__ == "__main__":
    main()
