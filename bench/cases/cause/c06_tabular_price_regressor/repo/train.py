"""Train the apartment price regressor (log-price MLP)."""
import argparse
import json

import torch
from torch.utils.data import DataLoader, TensorDataset

from pricing.data import filter_rows, generate_listings, load_csv, train_val_split
from pricing.features import Standardizer, rows_to_tensors
from pricing.model import PriceMLP
from pricing.utils import mape, r2_score, rmse, seed_everything


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default="config.json")
    p.add_argument("--csv", default=None)
    p.add_argument("--city", default=None, help="train on the listings of one city only")
    p.add_argument("--max-price", type=float, default=None)
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--n-listings", type=int, default=None)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    with open(args.config) as fh:
        cfg = json.load(fh)
    if args.epochs is not None:
        cfg["epochs"] = args.epochs
    if args.n_listings is not None:
        cfg["n_listings"] = args.n_listings
    seed_everything(cfg["seed"])

    rows = load_csv(args.csv) if args.csv else generate_listings(cfg["n_listings"], cfg["seed"])
    rows = filter_rows(rows, args.city, args.max_price)
    train_rows, val_rows = train_val_split(rows, cfg["val_frac"], cfg["seed"])
    xtr, ytr = rows_to_tensors(train_rows)
    xva, yva = rows_to_tensors(val_rows)
    scaler = Standardizer().fit(xtr)
    xtr, xva = scaler.transform(xtr), scaler.transform(xva)
    y_mean, y_std = ytr.mean(), ytr.std()

    loader = DataLoader(TensorDataset(xtr, (ytr - y_mean) / y_std), batch_size=cfg["batch_size"],
                        shuffle=True)
    model = PriceMLP(xtr.shape[1], tuple(cfg["hidden"]), cfg["dropout"])
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=cfg["weight_decay"])
    loss_fn = torch.nn.MSELoss()

    history = []
    for epoch in range(1, cfg["epochs"] + 1):
        model.train()
        total, n = 0.0, 0
        for xb, yb in loader:
            loss = loss_fn(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(xb)
            n += len(xb)
        model.eval()
        with torch.no_grad():
            pred_log = model(xva) * y_std + y_mean
        record = {"epoch": epoch, "train_loss": total / n, "val_rmse_log": rmse(pred_log, yva),
                  "val_r2": r2_score(pred_log, yva),
                  "val_mape": mape(pred_log.exp(), yva.exp())}
        history.append(record)
        if epoch == 1 or epoch % 5 == 0:
            print(f"epoch {epoch:3d}  loss {record['train_loss']:.4f}  "
                  f"val rmse(log) {record['val_rmse_log']:.4f}  val MAPE {record['val_mape']:.1f}%")
    return model, history


if __name__ == "__main__":
    main()
