import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tabkit.config import load_config  # noqa: E402
from tabkit.data import TabularDataset, read_csv_rows, stratified_split, synthetic_churn  # noqa: E402
from tabkit.engine import TabularTrainer  # noqa: E402
from tabkit.losses import build_loss  # noqa: E402
from tabkit.models import build_model  # noqa: E402
from tabkit.transforms import fit_encoder  # noqa: E402
from tabkit.utils import save_bundle  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    torch.manual_seed(cfg["seed"])
    d = cfg["data"]
    cols = d["columns"]
    rows = read_csv_rows(d["csv"]) if d.get("csv") else synthetic_churn(seed=cfg["seed"])
    train_rows, val_rows = stratified_split(rows, cols["target"], d.get("val_frac", 0.2), cfg["seed"])
    enc = fit_encoder(train_rows, cols["numeric"], cols["categorical"], d.get("min_category_count", 1))
    train_ds = TabularDataset(train_rows, enc, cols["target"])
    val_ds = TabularDataset(val_rows, enc, cols["target"])
    t = cfg["train"]
    train_loader = DataLoader(train_ds, t["batch_size"], shuffle=True, drop_last=True)
    val_loader = DataLoader(val_ds, t["batch_size"] * 4)
    model = build_model(cfg["model"], enc.n_numeric, enc.cardinalities)
    opt = torch.optim.AdamW(model.parameters(), lr=t["lr"], weight_decay=t.get("weight_decay", 1e-5))
    pos_rate = float(train_ds.y.mean())
    trainer = TabularTrainer(model, build_loss(cfg.get("loss", {}), pos_rate), opt, cfg)
    best = trainer.fit(train_loader, val_loader)
    save_bundle(os.path.join(t["out_dir"], "model.pt"), model, enc, cfg, {"val_auc": best})
    print(f"best val AUC {best:.4f}")


if __name__ == "__main__":
    main()
