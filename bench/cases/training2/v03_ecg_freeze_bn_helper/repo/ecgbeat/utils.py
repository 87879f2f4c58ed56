import random

import torch
import torch.nn as nn


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def freeze_batchnorm(module):
    """Put every BatchNorm layer of `module` in eval mode and freeze its affine parameters.

    With the small per-device batches we use for ECG (16 strips) batch statistics are too noisy,
    so BN layers keep their running statistics and scale/shift during training.
    Must be called after every model.train(), which switches BN back to training mode.
    """
    for m in module.modules():
        if isinstance(m, nn.modules.batchnorm._BatchNorm):
            m.eval()
            for p in module.parameters():
                p.requires_grad_(False)


def accuracy(logits, labels):
    return (logits.argmax(1) == labels).float().mean().item()
