"""Train the building energy regressor.

    python train.py                       # full-year model
    python train.py --months 6 7 8        # seasonal model
"""
import argparse

import torch
from torch.utils.data import DataLoader, TensorDataset

from energy.data import select_months, split_records, synth_records, to_tensors
from energy.engine import evaluate, train_epoch
from energy.model import EnergyMLP
from energy.preprocess import Standardizer


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description="Train the building energy regressor.")
    ap.add_argument("--days", type=int, default=365)
    ap.add_argument("--buildings", type=int, default=20)
    ap.add_argument("--months", type=int, nargs="*", default=None,
                    help="restrict training and validation to these months (1-12)")
    ap.add_argument("--epochs", type=int, default=15)
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--hidden", type=int, nargs="+", default=[64, 32])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", default=None, help="path for model + scalers")
    return ap.parse_args(argv)


def prepare_data(args):
    records = select_months(synth_records(args.days, args.buildings, seed=args.seed), args.months)
    train_rec, val_rec = split_records(records, seed=args.seed)
    x_tr, y_tr = to_tensors(train_rec)
    x_va, y_va = to_tensors(val_rec)
    x_scaler, y_scaler = Standardizer().fit(x_tr), Standardizer().fit(y_tr)
    train_ds = TensorDataset(x_scaler.transform(x_tr), y_scaler.transform(y_tr))
    val_ds = TensorDataset(x_scaler.transform(x_va), y_scaler.transform(y_va))
    return train_ds, val_ds, x_scaler, y_scaler


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    train_ds, val_ds, x_scaler, y_scaler = prepare_data(args)
    n_features = train_ds.tensors[0].shape[1]
    print(f"{len(train_ds)} train / {len(val_ds)} val rows, {n_features} features")
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=512)

    model = EnergyMLP(n_features, hidden=tuple(args.hidden))
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        train_loss = train_epoch(model, train_loader, optimizer)
        val = evaluate(model, val_loader, y_scaler)
        history.append({"epoch": epoch, "train_loss": train_loss, **val})
        print(f"epoch {epoch:2d}  train mse {train_loss:.4f}  val rmse {val['rmse']:.3f} MWh  "
              f"mae {val['mae']:.3f} MWh")
    if args.save:
        torch.save({"model": model.state_dict(), "x_scaler": x_scaler.state_dict(),
                    "y_scaler": y_scaler.state_dict(), "args": vars(args)}, args.save)
    return model, history


if __name__ == "__main__":
    main()
