import numpy as np
import torch


def mse_score(x, x_hat):
    return ((x - x_hat) ** 2).mean(dim=(1, 2))


def max_abs_score(x, x_hat):
    return (x - x_hat).abs().amax(dim=(1, 2))


SCORES = {"mse": mse_score, "max_abs": max_abs_score}


@torch.no_grad()
def reconstruction_errors(model, loader, score="mse"):
    """One anomaly score per window, in loader order."""
    fn = SCORES[score]
    model.eval()
    out = []
    for batch in loader:
        x = batch[0] if isinstance(batch, (list, tuple)) else batch
        out.append(fn(x, model(x)).cpu().numpy())
    return np.concatenate(out)
