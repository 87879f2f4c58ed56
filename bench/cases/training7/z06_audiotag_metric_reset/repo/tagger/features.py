import torch


def log_compress(power, eps=1e-3):
    x = torch.log(power + eps)
    return (x - x.mean()) / x.std()
