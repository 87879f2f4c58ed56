import torch

from ..data import make_loaders
from ..losses import elbo_loss
from ..metrics import active_units, reconstruction_mse
from ..models import build_model
from ..schedules import build_kl_schedule
from ..utils import format_metrics, seed_all


@torch.no_grad()
def validate(model, loader, recon="bce"):
    model.eval()
    rec_sum, kl_sum, n = 0.0, 0.0, 0
    for x in loader:
        logits, post = model(x)
        _, rec, kl = elbo_loss(logits, x, post, 1.0, recon, model.log_sigma)
        rec_sum += float(rec) * x.shape[0]
        kl_sum += float(kl) * x.shape[0]
        n += x.shape[0]
    return {"val_recon": rec_sum / n, "val_kl": kl_sum / n,
            "val_mse": reconstruction_mse(model, loader),
            "active_units": active_units(model, loader)}


def fit(cfg, verbose=True):
    seed_all(cfg["seed"])
    train_loader, val_loader = make_loaders(cfg)
    model = build_model(cfg)
    schedule = build_kl_schedule(cfg)
    recon = cfg["loss"]["recon"]
    opt = torch.optim.Adam(model.parameters(), lr=cfg["train"]["lr"])

    step, history = 0, []
    for epoch in range(1, cfg["train"]["epochs"] + 1):
        model.train()
        for x in train_loader:
            beta = schedule(step)
            logits, post = model(x)
            loss, rec, kl = elbo_loss(logits, x, post, beta, recon, model.log_sigma)
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
        row = {"epoch": epoch, "step": step, "beta": round(beta, 4),
               **validate(model, val_loader, recon)}
        history.append(row)
        if verbose:
            print(format_metrics(row), flush=True)
    return model, history
