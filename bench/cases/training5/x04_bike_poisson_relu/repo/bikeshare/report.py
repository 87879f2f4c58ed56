import torch

from .losses import poisson_nll


@torch.no_grad()
def station_report(model, loader, n_stations):
    model.eval()
    err = torch.zeros(n_stations)
    cnt = torch.zeros(n_stations)
    nll, n = 0.0, 0
    for station, feats, counts in loader:
        rate = model(station, feats)
        nll += poisson_nll(rate, counts).item() * len(counts)
        n += len(counts)
        err.index_add_(0, station, (rate - counts).abs())
        cnt.index_add_(0, station, torch.ones_like(counts))
    mae = err / cnt.clamp_min(1)
    worst = torch.argsort(mae, descending=True)[:5]
    return {"nll": nll / max(n, 1), "mae": mae.mean().item(), "worst_stations": worst.tolist()}
