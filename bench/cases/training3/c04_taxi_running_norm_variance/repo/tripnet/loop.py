import math
import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


def rmsle(pred, target):
    return torch.sqrt(F.mse_loss(pred, target)).item()


def fit(model, train, val, cfg, log=print):
    loader = DataLoader(TensorDataset(*train), batch_size=cfg["batch_size"], shuffle=True, drop_last=True)
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=cfg["lr_step"], gamma=0.5)
    history = []
    step = 0
    for epoch in range(1, cfg["epochs"] + 1):
        model.train()
        t0, running, n = time.time(), 0.0, 0
        for numeric, hour, weekday, y in loader:
            loss = F.mse_loss(model(numeric, hour, weekday), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
            running += loss.item() * len(y)
            n += len(y)
        sched.step()
        model.eval()
        with torch.no_grad():
            val_rmsle = rmsle(model(*val[:3]), val[3])
        history.append({"epoch": epoch, "step": step, "train_mse": running / n, "val_rmsle": val_rmsle})
        log(f"epoch {epoch:3d} step {step:6d}  train_mse {running / n:.4f}  val_rmsle {val_rmsle:.4f}  "
            f"{time.time() - t0:.1f}s")
    return history
