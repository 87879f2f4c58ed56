import copy

import torch
from torch.utils.data import DataLoader

from ..metrics import all_metrics
from .losses import get_loss


def fit(model, train_ds, val_ds, epochs=20, lr=1e-3, batch_size=64, loss="mse", patience=5,
        weight_decay=0.0, log=print, seed=0):
    torch.manual_seed(seed)
    loader = DataLoader(train_ds, batch_size=batch_size, shuffle=True)
    opt = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=weight_decay)
    crit = get_loss(loss)
    best, best_state, bad = float("inf"), None, 0
    history = []
    for epoch in range(epochs):
        model.train()
        total, n = 0.0, 0
        for x, y in loader:
            opt.zero_grad()
            l = crit(model(x), y)
            l.backward()
            opt.step()
            total += l.item() * len(x)
            n += len(x)
        val = evaluate(model, val_ds)
        history.append({"epoch": epoch, "train_loss": total / n, **{f"val_{k}": v for k, v in val.items()}})
        log(f"epoch {epoch:3d}  train {loss} {total / n:.5f}  val mae {val['mae']:.4f}  rmse {val['rmse']:.4f}")
        if val["mae"] < best - 1e-6:
            best, best_state, bad = val["mae"], copy.deepcopy(model.state_dict()), 0
        else:
            bad += 1
            if bad >= patience:
                log(f"early stop at epoch {epoch}")
                break
    if best_state is not None:
        model.load_state_dict(best_state)
    return history


@torch.no_grad()
def predict(model, x, batch_size=512):
    if isinstance(model, torch.nn.Module):
        model.eval()
    outs = [model(x[i:i + batch_size]) for i in range(0, len(x), batch_size)]
    return torch.cat(outs)


def evaluate(model, ds):
    pred = predict(model, ds.x)
    return all_metrics(pred, ds.y)
