import torch


def poisson_nll(rate, counts):
    """Negative Poisson log-likelihood without the log(k!) constant."""
    return (rate - counts * torch.log(rate)).mean()


def mae(rate, counts):
    return (rate - counts).abs().mean()
