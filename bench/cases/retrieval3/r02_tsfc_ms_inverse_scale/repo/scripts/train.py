import argparse

import torch
from torch.utils.data import DataLoader

from tsfc.configs import load_config
from tsfc.data import SlidingWindowDataset, load_csv, select_columns, split_borders
from tsfc.engine import evaluate, train
from tsfc.losses import build_loss
from tsfc.models import build_model
from tsfc.transforms import build_scaler
from tsfc.utils import get_logger, seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    values, columns, _ = load_csv(d["path"], d["date_col"])
    in_cols, out_cols = select_columns(columns, d["features"], d["target"])
    (tr_s, tr_e), (va_s, va_e), (te_s, te_e) = split_borders(len(values), d["split"], d["lookback"])
    scaler = build_scaler(d["scaler"] if d["scale"] else "none").fit(values[tr_s:tr_e, in_cols])
    scaled = values.clone()
    scaled[:, in_cols] = scaler.transform(values[:, in_cols])
    mk = lambda s, e: SlidingWindowDataset(scaled[s:e], d["lookback"], d["horizon"], in_cols, out_cols)
    train_dl = DataLoader(mk(tr_s, tr_e), d["batch_size"], shuffle=True, num_workers=d["num_workers"])
    val_dl = DataLoader(mk(va_s, va_e), d["batch_size"])
    test_dl = DataLoader(mk(te_s, te_e), d["batch_size"])
    model = build_model(cfg["model"], d["lookback"], d["horizon"], len(in_cols), len(out_cols))
    device = "cuda" if torch.cuda.is_available() else "cpu"
    meta = {"lookback": d["lookback"], "horizon": d["horizon"], "in_cols": in_cols, "out_cols": out_cols,
            "columns": columns}
    path = train(model, build_loss(cfg["loss"]), train_dl, val_dl, cfg, device,
                 extra_state={"scaler": scaler.state_dict(), "meta": meta})
    model.load_state_dict(torch.load(path, map_location="cpu")["model"])
    inv = scaler if cfg["eval"]["inverse"] else None
    res = evaluate(model, test_dl, device, scaler=inv, out_cols=out_cols)
    get_logger("tsfc.train").info("test " + " ".join(f"{k} {v:.4f}" for k, v in res.items()))


if __name__ == "__main__":
    main()
