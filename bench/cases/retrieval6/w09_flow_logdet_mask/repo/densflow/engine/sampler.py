import torch


@torch.no_grad()
def draw_samples(model, n, scaler=None, seed=0):
    model.eval()
    g = torch.Generator().manual_seed(seed)
    x = model.sample(n, generator=g)
    return scaler.inverse(x) if scaler is not None else x
