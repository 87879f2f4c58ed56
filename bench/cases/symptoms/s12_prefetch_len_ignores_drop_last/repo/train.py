"""Autoencoder for spotting contaminated spectra (reconstruction error = anomaly score)."""
import time

import torch
import torch.nn.functional as F

from loader import PrefetchLoader
from model import SpectrumAE
from spectra import make_spectra

CONFIG = {
    "n_train": 5000,
    "n_val": 500,
    "bins": 128,
    "latent": 8,
    "batch_size": 64,
    "epochs": 20,
    "lr": 2e-3,
    "noise_aug": 0.02,
    "log_every": 20,
    "seed": 0,
}


def add_noise(std):
    def transform(batch):
        return batch + std * torch.randn_like(batch)
    return transform


@torch.no_grad()
def anomaly_auc(model, normal, anomalous):
    """Probability that an anomalous spectrum scores higher than a normal one."""
    model.eval()
    s_norm = ((model(normal) - normal) ** 2).mean(1)
    s_anom = ((model(anomalous) - anomalous) ** 2).mean(1)
    return (s_anom[:, None] > s_norm[None, :]).float().mean().item()


def main(config=CONFIG):
    cfg = dict(CONFIG, **config)
    torch.manual_seed(cfg["seed"])
    train_x = make_spectra(cfg["n_train"], cfg["bins"], seed=cfg["seed"])
    val_x = make_spectra(cfg["n_val"], cfg["bins"], seed=cfg["seed"] + 1)
    val_anom = make_spectra(cfg["n_val"] // 5, cfg["bins"], seed=cfg["seed"] + 2, anomalous=True)

    # drop_last: a final batch of 1-2 spectra breaks BatchNorm
    train_loader = PrefetchLoader(train_x, cfg["batch_size"], shuffle=True, drop_last=True,
                                  transform=add_noise(cfg["noise_aug"]), seed=cfg["seed"])
    model = SpectrumAE(cfg["bins"], cfg["latent"])
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])

    history = []
    for epoch in range(1, cfg["epochs"] + 1):
        t0 = time.time()
        model.train()
        total = 0.0
        for step, batch in enumerate(train_loader, 1):
            loss = F.mse_loss(model(batch), batch)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
            if cfg["log_every"] and step % cfg["log_every"] == 0:
                print(f"  epoch {epoch} step {step}/{len(train_loader)} loss {loss.item():.5f}", flush=True)
        model.eval()
        with torch.no_grad():
            val_mse = F.mse_loss(model(val_x), val_x).item()
        auc = anomaly_auc(model, val_x, val_anom)
        history.append({"epoch": epoch, "train_mse": total / step, "val_mse": val_mse, "auc": auc})
        print(f"epoch {epoch:2d} train_mse {total / step:.5f} val_mse {val_mse:.5f} "
              f"anomaly AUC {auc:.3f} ({time.time() - t0:.1f}s)", flush=True)
    return model, history


if __name__ == "__main__":
    main()
