import torch


def correlation_loss(pred, target):
    """1 - mean Pearson correlation between predicted and recorded responses.

    The correlation is computed per neuron across the samples of the batch, so the loss is
    invariant to each neuron's scale and offset (calcium-imaging amplitudes are not calibrated).
    """
    pred = pred - pred.mean(dim=0, keepdim=True)
    target = target - target.mean(dim=0, keepdim=True)
    cov = (pred * target).sum(dim=0)
    r = cov / (pred.norm(dim=0) * target.norm(dim=0))
    return 1.0 - r.mean()


def poisson_loss(pred, target, eps=1e-8):
    return (pred - target * torch.log(pred + eps)).mean()


LOSSES = {"corr": correlation_loss, "poisson": poisson_loss}
