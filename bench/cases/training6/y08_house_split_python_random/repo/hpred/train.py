import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


@torch.no_grad()
def evaluate(model, x, y):
    model.eval()
    pred = model(x)
    rmse = (pred - y).pow(2).mean().sqrt().item()
    mdape = ((pred.exp() - y.exp()).abs() / y.exp()).median().item()
    return {"rmse": rmse, "mdape": mdape}


def fit(model, train, val, epochs=60, batch_size=256, lr=1e-3, weight_decay=1e-4, log_every=10, log=print):
    loader = DataLoader(TensorDataset(*train), batch_size=batch_size, shuffle=True)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=weight_decay)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    y_mean = train[1].mean()
    with torch.no_grad():
        model.net[-1].bias.fill_(y_mean)
    history, t0 = [], time.time()
    for epoch in range(1, epochs + 1):
        model.train()
        total, n = 0.0, 0
        for xb, yb in loader:
            loss = F.mse_loss(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(yb)
            n += len(yb)
        sched.step()
        v = evaluate(model, *val)
        history.append({"epoch": epoch, "train_mse": total / n, "val_rmse": v["rmse"], "val_mdape": v["mdape"]})
        if log and (epoch % log_every == 0 or epoch == epochs):
            log(f"epoch {epoch:3d}  train_mse {total / n:.5f}  val_rmse {v['rmse']:.5f}  "
                f"val_mdape {v['mdape']:.4f}  ({time.time() - t0:.0f}s)")
    return history
