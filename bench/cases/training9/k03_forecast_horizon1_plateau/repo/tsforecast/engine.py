import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader


def train_epoch(model, loader, opt):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        pred = model(x)
        loss = F.mse_loss(pred, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(x)
        n += len(x)
    return total / n


@torch.no_grad()
def evaluate(model, dataset, batch_size=512):
    """MSE of the model and of the naive 'repeat the last observed target value' forecast."""
    model.eval()
    se = naive = count = 0.0
    for x, y in DataLoader(dataset, batch_size=batch_size):
        pred = model(x).reshape(len(x), -1)
        y = y.reshape(len(x), -1)
        last = x[:, -1, dataset.target].unsqueeze(1)
        se += ((pred - y) ** 2).sum().item()
        naive += ((last - y) ** 2).sum().item()
        count += y.numel()
    return {"mse": se / count, "naive_mse": naive / count}


def fit(model, train_ds, val_ds, epochs=10, batch_size=64, lr=1e-3, seed=0, log=print):
    g = torch.Generator().manual_seed(seed)
    loader = DataLoader(train_ds, batch_size=batch_size, shuffle=True, generator=g)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    history = []
    for epoch in range(1, epochs + 1):
        train_loss = train_epoch(model, loader, opt)
        val = evaluate(model, val_ds)
        history.append({"epoch": epoch, "train_loss": train_loss, **val})
        log(f"epoch {epoch:3d} train_loss {train_loss:.4f} val_mse {val['mse']:.4f} "
            f"(naive {val['naive_mse']:.4f})")
    return history
