import torch


def reconstruction_errors(x, x_hat):
    """Per time step squared error averaged over channels: (B, T, C) -> (B, T)."""
    return (x - x_hat).pow(2).mean(dim=-1)


def window_scores(step_errors, how="mean"):
    if how == "mean":
        return step_errors.mean(dim=1)
    if how == "max":
        return step_errors.amax(dim=1)
    if how == "p95":
        return torch.quantile(step_errors, 0.95, dim=1)
    raise ValueError(f"unknown window score {how!r}")
