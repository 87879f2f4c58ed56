"""Dump per-time-step anomaly scores and labels of the test segment to CSV for plotting elsewhere."""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), "..")))

import torch  # noqa: E402

from tsad.data import ChannelScaler  # noqa: E402
from tsad.engine import Detector  # noqa: E402
from tsad.models import build_model  # noqa: E402
from tsad.pipeline import build_splits  # noqa: E402
from tsad.scoring.smoothing import ewma  # noqa: E402
from tsad.utils import config as config_lib  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--out", default="scores.csv")
    ap.add_argument("--smooth", type=float, default=0.0, help="EWMA alpha, 0 disables")
    args = ap.parse_args()
    cfg = config_lib.load(args.config)
    ck = torch.load(args.ckpt, map_location="cpu", weights_only=False)
    scaler = ChannelScaler()
    scaler.load_state_dict(ck["scaler"])
    sp = build_splits(cfg, scaler=scaler)
    model = build_model(cfg["model"], sp.n_channels, cfg["data"]["window"])
    model.load_state_dict(ck["model"])
    det = Detector(model, score=cfg["detector"]["score"])
    scores = det.point_scores(sp.test, len(sp.test_labels))
    if args.smooth > 0:
        scores = ewma(scores, args.smooth)
    with open(args.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["t", "score", "label", "flag"])
        for t, (s, y) in enumerate(zip(scores.tolist(), sp.test_labels.tolist())):
            w.writerow([t, f"{s:.6f}", y, int(s > ck["threshold"])])
    print(f"wrote {len(scores)} rows to {args.out} (saved threshold {ck['threshold']:.5f})")


if __name__ == "__main__":
    main()
