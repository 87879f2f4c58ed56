import argparse

from common import load_series
from tsforecast.config import load_config
from tsforecast.engine import rolling_origin_backtest
from tsforecast.models import build_model
from tsforecast.transforms import build_scaler
from tsforecast.utils import load_bundle


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--step", type=int, default=24)
    args = ap.parse_args()
    cfg = load_config(args.config)
    b = load_bundle(args.ckpt)
    d = cfg["data"]
    _, values, tidx = load_series(cfg)
    scaler = build_scaler(d.get("scaler", "standard"))
    scaler.load_state_dict(b["scaler"])
    model = build_model(cfg["model"], b["meta"]["n_features"], d["input_len"], d["horizon"])
    model.load_state_dict(b["model"])
    first = int(values.size(0) * (1 - d["val_fraction"]))
    m, naive = rolling_origin_backtest(model, scaler.transform(values), tidx, d["input_len"], d["horizon"], first, args.step)
    print(f"model  mae={m['mae']:.4f} rmse={m['rmse']:.4f} mae@1={m['mae_h1']:.4f} mae@{d['horizon']}={m['mae_hlast']:.4f}")
    print(f"naive  mae={naive['mae']:.4f} rmse={naive['rmse']:.4f} mae@1={naive['mae_h1']:.4f} mae@{d['horizon']}={naive['mae_hlast']:.4f}")


if __name__ == "__main__":
    main()
