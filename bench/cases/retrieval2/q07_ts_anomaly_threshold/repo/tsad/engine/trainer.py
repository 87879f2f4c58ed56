import logging
import time

import torch
from torch.utils.data import DataLoader

logger = logging.getLogger("tsad.train")


def train_model(model, train_ds, train_cfg, detector=None, val_ds=None, device="cpu"):
    """Plain MSE reconstruction training. If a detector and a normal val set are given, the threshold
    is re-calibrated after every epoch so the log shows how it evolves."""
    model.to(device)
    opt = torch.optim.Adam(model.parameters(), lr=train_cfg["lr"])
    loader = DataLoader(train_ds, batch_size=train_cfg["batch_size"], shuffle=True, drop_last=True)
    history = []
    patience = train_cfg.get("patience")
    best_mse, stale = float("inf"), 0
    for epoch in range(1, train_cfg["epochs"] + 1):
        model.train()
        t0, total, n = time.time(), 0.0, 0
        for x, _ in loader:
            x = x.to(device)
            loss = torch.nn.functional.mse_loss(model(x), x)
            opt.zero_grad()
            loss.backward()
            if train_cfg.get("clip"):
                torch.nn.utils.clip_grad_norm_(model.parameters(), train_cfg["clip"])
            opt.step()
            total += loss.item() * x.shape[0]
            n += x.shape[0]
        record = {"epoch": epoch, "train_mse": total / n}
        if detector is not None and val_ds is not None:
            record.update(detector.calibrate(val_ds))
        if val_ds is not None:
            record["val_mse"] = _val_mse(model, val_ds, train_cfg["batch_size"], device)
        history.append(record)
        logger.info("epoch %2d | train_mse %.5f | %s | %.1fs", epoch, record["train_mse"],
                    " ".join(f"{k}={v:.5f}" for k, v in record.items() if k.startswith(("threshold", "calib"))),
                    time.time() - t0)
        if patience and "val_mse" in record:
            if record["val_mse"] < best_mse - 1e-6:
                best_mse, stale = record["val_mse"], 0
            else:
                stale += 1
                if stale >= patience:
                    logger.info("val_mse has not improved for %d epochs, stopping", patience)
                    break
    return history


@torch.no_grad()
def _val_mse(model, val_ds, batch_size, device):
    model.eval()
    total, n = 0.0, 0
    for x, _ in DataLoader(val_ds, batch_size=batch_size):
        x = x.to(device)
        total += torch.nn.functional.mse_loss(model(x), x, reduction="sum").item() / x[0].numel()
        n += x.shape[0]
    return total / max(n, 1)
