"""Train the GRU forecaster.

    python train.py --config configs/default.yaml [--set optim.lr=0.003 --set train.epochs=5]
"""
import argparse

import torch
from torch.utils.data import DataLoader

from tsforecast.config import load_config
from tsforecast.data import build_datasets
from tsforecast.model import build_model, naive_mae
from tsforecast.optim import build_optimizer, build_scheduler


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    total, n = 0.0, 0
    for x, y in loader:
        total += (model(x) - y).abs().sum().item()
        n += y.numel()
    return total / n


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default=None)
    ap.add_argument("--set", dest="overrides", action="append", default=[],
                    metavar="KEY=VALUE")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)

    torch.manual_seed(cfg["seed"])
    train_ds, val_ds = build_datasets(cfg)
    t = cfg["train"]
    train_loader = DataLoader(train_ds, batch_size=t["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=256)
    model = build_model(cfg)
    optimizer = build_optimizer(model.parameters(), cfg)
    scheduler = build_scheduler(optimizer, cfg)
    print(f"naive (last value) val MAE: {naive_mae(val_loader):.4f}")
    history = []
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        total, n = 0.0, 0
        for x, y in train_loader:
            loss = torch.nn.functional.l1_loss(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), t["grad_clip"])
            optimizer.step()
            total += loss.item() * len(x)
            n += len(x)
        scheduler.step()
        val_mae = evaluate(model, val_loader)
        history.append({"epoch": epoch, "train_mae": total / n, "val_mae": val_mae})
        print(f"epoch {epoch:3d}  train MAE {total / n:.4f}  val MAE {val_mae:.4f}  "
              f"lr {scheduler.get_last_lr()[0]:.2e}")
    return model, history


if __name__ == "__main__":
    main()
