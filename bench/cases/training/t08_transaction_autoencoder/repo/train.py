"""Train the transaction autoencoder.

    python train.py                       # config.json
    python train.py --epochs 20 --monitor-every 0
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader

from txae.data import N_FEATURES, make_transactions, normal_only
from txae.loop import detection_report, train
from txae.model import TransactionAE
from txae.monitor import LatentDriftMonitor


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.json")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--n-train", type=int)
    ap.add_argument("--batch-size", type=int)
    ap.add_argument("--monitor-every", type=int, help="steps between latent-drift checks (0: off)")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = json.load(f)
    for key in ("epochs", "n_train", "batch_size", "monitor_every"):
        if getattr(args, key) is not None:
            cfg[key] = getattr(args, key)

    torch.manual_seed(cfg["seed"])
    x, is_fraud = make_transactions(cfg["n_train"], seed=cfg["seed"])
    train_ds = normal_only(x, is_fraud)
    loader = DataLoader(train_ds, batch_size=cfg["batch_size"], shuffle=True, drop_last=True)
    model = TransactionAE(N_FEATURES, tuple(cfg["hidden"]), cfg["code"])
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    probe = train_ds.tensors[0][:cfg["probe_size"]]
    monitor = LatentDriftMonitor(probe, every=cfg["monitor_every"])
    history = train(model, loader, optimizer, cfg["epochs"], monitor)

    x_test, fraud_test = make_transactions(cfg["n_test"], seed=cfg["seed"] + 1)
    print("test:", detection_report(model, x_test, fraud_test))
    return model, history


if __name__ == "__main__":
    main()
