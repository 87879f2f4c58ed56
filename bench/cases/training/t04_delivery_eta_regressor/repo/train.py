"""Train the ETA model.

    python train.py                      # settings from config.ini
    python train.py -c config.ini --epochs 5 --out eta.pt
"""
import argparse
import configparser

import torch
from torch.utils.data import DataLoader

from eta.data import CATEGORICAL, NUMERIC, OrdersDataset, generate_orders
from eta.loop import evaluate, train_epoch
from eta.model import ETAModel
from eta.scaling import StandardScaler, TargetScaler


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("-c", "--config", default="config.ini")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--lr", type=float)
    ap.add_argument("--n-train", type=int)
    ap.add_argument("--out", default="")
    args = ap.parse_args(argv)
    cp = configparser.ConfigParser()
    cp.read(args.config)
    epochs = args.epochs or cp.getint("train", "epochs")
    lr = args.lr or cp.getfloat("train", "lr")
    n_train = args.n_train or cp.getint("data", "n_train")
    seed = cp.getint("data", "seed")
    torch.manual_seed(seed)

    tr = generate_orders(n_train, seed=seed)
    va = generate_orders(cp.getint("data", "n_val"), seed=seed + 1)
    x_scaler = StandardScaler().fit(tr[0])
    y_scaler = TargetScaler().fit(tr[2])
    train_loader = DataLoader(OrdersDataset(*tr), batch_size=cp.getint("train", "batch_size"),
                              shuffle=True)
    val_loader = DataLoader(OrdersDataset(*va), batch_size=2048)

    hidden = tuple(int(h) for h in cp.get("model", "hidden").split(","))
    model = ETAModel(len(NUMERIC), list(CATEGORICAL.values()), cp.getint("model", "emb_dim"),
                     hidden, cp.getfloat("model", "dropout"))
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)

    baseline = (va[2] - tr[2].mean()).abs().mean().item()
    print(f"val MAE of predicting the mean: {baseline:.2f} min")
    history = []
    for epoch in range(1, epochs + 1):
        loss, train_mae = train_epoch(model, train_loader, optimizer, x_scaler, y_scaler,
                                      l2=cp.getfloat("train", "l2"),
                                      huber_delta=cp.getfloat("train", "huber_delta"))
        val_mae = evaluate(model, val_loader, x_scaler, y_scaler)
        history.append({"epoch": epoch, "loss": loss, "train_mae": train_mae, "val_mae": val_mae,
                        "baseline_mae": baseline})
        print(f"epoch {epoch:2d}  loss {loss:.3f}  train MAE {train_mae:.2f}  "
              f"val MAE {val_mae:.2f} min", flush=True)
    if args.out:
        torch.save({"model": model.state_dict(), "x_scaler": x_scaler.state_dict(),
                    "y_scaler": y_scaler.state_dict()}, args.out)
    return model, history


if __name__ == "__main__":
    main()
