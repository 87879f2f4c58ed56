"""Re-calibrate the threshold of a saved model with a different k and report test metrics."""
import argparse
import os
import sys

sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..")))

import torch  # noqa: E402

from tsad.data import ChannelScaler  # noqa: E402
from tsad.engine import Detector  # noqa: E402
from tsad.metrics import detection_report  # noqa: E402
from tsad.models import build_model  # noqa: E402
from tsad.pipeline import build_splits  # noqa: E402
from tsad.utils import config as config_lib  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--k", type=float, nargs="+", default=[3.0])
    args = ap.parse_args()
    cfg = config_lib.load(args.config)
    ck = torch.load(args.ckpt, map_location="cpu", weights_only=False)
    scaler = ChannelScaler()
    scaler.load_state_dict(ck["scaler"])
    sp = build_splits(cfg, scaler=scaler)
    model = build_model(cfg["model"], sp.n_channels, cfg["data"]["window"])
    model.load_state_dict(ck["model"])
    print(f"saved threshold: {ck['threshold']:.5f}")
    for k in args.k:
        det = Detector(model, k_sigma=k, score=cfg["detector"]["score"])
        info = det.calibrate(sp.val)
        rep = detection_report(det.point_scores(sp.test, len(sp.test_labels)), sp.test_labels, det.threshold)
        print(f"k={k:<4} threshold {info['threshold']:.5f}  P {rep['precision']:.3f} R {rep['recall']:.3f} "
              f"F1 {rep['f1']:.3f}  PA-F1 {rep['pa_f1']:.3f}")


if __name__ == "__main__":
    main()
