import argparse

import torch

from common import load_series
from tsforecast.config import load_config
from tsforecast.data import make_inference_window
from tsforecast.models import build_model
from tsforecast.transforms import build_scaler
from tsforecast.utils import load_bundle


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--csv", default="")
    args = ap.parse_args()
    cfg = load_config(args.config)
    if args.csv:
        cfg["data"]["csv"] = args.csv
    b = load_bundle(args.ckpt)
    d = cfg["data"]
    stamps, values, tidx = load_series(cfg)
    scaler = build_scaler(d.get("scaler", "standard"))
    scaler.load_state_dict(b["scaler"])
    model = build_model(cfg["model"], b["meta"]["n_features"], d["input_len"], d["horizon"]).eval()
    model.load_state_dict(b["model"])
    with torch.no_grad():
        pred = model(make_inference_window(scaler.transform(values), d["input_len"]))[0]
    pred = scaler.inverse_target(pred, tidx)
    print(f"last observed {stamps[-1].isoformat()} value={values[-1, tidx]:.3f}")
    for h, v in enumerate(pred.tolist(), 1):
        print(f"t+{h:02d}\t{v:.3f}")


if __name__ == "__main__":
    main()
