"""Entry point used by the nightly retrain job."""
import time
from dataclasses import asdict, dataclass

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .data import split_cells, to_dataset
from .metrics import regression_metrics
from .model import SOHRegressor


@dataclass
class TrainConfig:
    epochs: int = 40
    batch_size: int = 256
    lr: float = 2e-3
    weight_decay: float = 1e-4
    val_frac: float = 0.2
    seed: int = 0
    log_every_epochs: int = 1


def fit_soh_model(cells, cfg=None, log=print):
    cfg = cfg or TrainConfig()
    torch.manual_seed(cfg.seed)
    train_cells, val_cells = split_cells(cells, cfg.val_frac, cfg.seed)
    train_ds, val_ds = to_dataset(train_cells), to_dataset(val_cells)
    log(f"{len(train_cells)} train cells / {len(train_ds)} cycles, "
        f"{len(val_cells)} val cells / {len(val_ds)} cycles")
    model = SOHRegressor(train_ds.tensors[0].shape[1])
    opt = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=cfg.epochs)
    loader = DataLoader(train_ds, batch_size=cfg.batch_size, shuffle=True)
    history = []
    for epoch in range(1, cfg.epochs + 1):
        t0 = time.time()
        model.train()
        total, n = 0.0, 0
        for x, y in loader:
            loss = F.mse_loss(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(y)
            n += len(y)
        sched.step()
        val = regression_metrics(model, val_ds)
        row = {"epoch": epoch, "train_rmse": (total / n) ** 0.5, **{f"val_{k}": v for k, v in val.items()}}
        history.append(row)
        if log and epoch % cfg.log_every_epochs == 0:
            log(f"epoch {epoch:3d}  train_rmse {row['train_rmse']:.4f}  val_rmse {val['rmse']:.4f}  "
                f"val_mae {val['mae']:.4f}  ({time.time() - t0:.1f}s)")
    final = history[-1]
    return {"model": model, "history": history, "val_rmse": final["val_rmse"],
            "val_mae": final["val_mae"], "config": asdict(cfg),
            "n_train": len(train_ds), "n_val": len(val_ds)}
