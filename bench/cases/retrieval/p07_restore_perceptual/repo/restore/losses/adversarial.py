"""PatchGAN discriminator and GAN losses for perceptual-quality training (ESRGAN-style)."""
import torch
import torch.nn.functional as F
from torch import nn


class PatchDiscriminator(nn.Module):
    def __init__(self, c=16, layers=3):
        super().__init__()
        mods, cin = [], 3
        for i in range(layers):
            cout = c * 2 ** i
            mods += [nn.Conv2d(cin, cout, 4, stride=2 if i < layers - 1 else 1, padding=1),
                     nn.LeakyReLU(0.2, inplace=True)]
            cin = cout
        mods.append(nn.Conv2d(cin, 1, 3, padding=1))
        self.net = nn.Sequential(*mods)

    def forward(self, x):
        return self.net(x)


def d_loss_hinge(real_logits, fake_logits):
    return F.relu(1 - real_logits).mean() + F.relu(1 + fake_logits).mean()


def g_loss_hinge(fake_logits):
    return -fake_logits.mean()


def relativistic_d_loss(real_logits, fake_logits):
    real = F.binary_cross_entropy_with_logits(real_logits - fake_logits.mean(),
                                              torch.ones_like(real_logits))
    fake = F.binary_cross_entropy_with_logits(fake_logits - real_logits.mean(),
                                              torch.zeros_like(fake_logits))
    return (real + fake) / 2


def relativistic_g_loss(real_logits, fake_logits):
    real = F.binary_cross_entropy_with_logits(real_logits - fake_logits.mean(),
                                              torch.zeros_like(real_logits))
    fake = F.binary_cross_entropy_with_logits(fake_logits - real_logits.mean(),
                                              torch.ones_like(fake_logits))
    return (real + fake) / 2


def r1_penalty(d, real):
    real = real.detach().requires_grad_(True)
    out = d(real).sum()
    (grad,) = torch.autograd.grad(out, real, create_graph=True)
    return grad.pow(2).flatten(1).sum(1).mean()
