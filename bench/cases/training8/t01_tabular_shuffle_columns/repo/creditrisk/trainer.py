import numpy as np
import torch
import torch.nn as nn

from .metrics import accuracy, roc_auc
from .utils import format_row


@torch.no_grad()
def predict(model, loader):
    model.eval()
    probs, ys = [], []
    for x_num, x_cat, y in loader:
        probs.append(torch.sigmoid(model(x_num, x_cat)))
        ys.append(y)
    return torch.cat(probs).numpy(), torch.cat(ys).numpy()


def fit(model, train_loader, val_loader, train_cfg, log=print):
    pos_weight = train_cfg.get("pos_weight")
    criterion = nn.BCEWithLogitsLoss(
        pos_weight=torch.tensor(float(pos_weight)) if pos_weight else None)
    optimizer = torch.optim.AdamW(model.parameters(), lr=train_cfg["lr"],
                                  weight_decay=train_cfg["weight_decay"])
    history = []
    for epoch in range(1, train_cfg["epochs"] + 1):
        model.train()
        total, count = 0.0, 0
        for x_num, x_cat, y in train_loader:
            optimizer.zero_grad()
            loss = criterion(model(x_num, x_cat), y)
            loss.backward()
            optimizer.step()
            total += loss.item() * len(y)
            count += len(y)
        probs, ys = predict(model, val_loader)
        eps = 1e-7
        val_loss = float(-np.mean(ys * np.log(probs + eps) + (1 - ys) * np.log(1 - probs + eps)))
        row = {"epoch": epoch, "train_loss": total / count, "val_loss": val_loss,
               "val_acc": accuracy(probs, ys), "val_auc": roc_auc(probs, ys)}
        history.append(row)
        if train_cfg.get("log_every") and epoch % train_cfg["log_every"] == 0:
            log(format_row(epoch, row))
    return history
