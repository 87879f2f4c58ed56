"""Fake quantization for QAT (symmetric, per-output-channel weight scales)."""
import torch
import torch.nn.functional as F
from torch import nn


def weight_scale(w, bits):
    qmax = 2 ** (bits - 1) - 1
    amax = w.detach().abs().flatten(1).amax(dim=1).clamp(min=1e-8)
    return (amax / qmax).view(-1, *([1] * (w.ndim - 1))), qmax


def fake_quantize(w, bits=8):
    """Round w onto the int grid in the forward pass, identity gradient in the backward pass."""
    scale, qmax = weight_scale(w, bits)
    w_q = torch.clamp(torch.round(w / scale), -qmax - 1, qmax) * scale
    return w + (w_q.detach() - w)


class QuantConv2d(nn.Conv2d):
    def __init__(self, *args, bits=8, **kwargs):
        super().__init__(*args, **kwargs)
        self.bits = bits

    def forward(self, x):
        return self._conv_forward(x, fake_quantize(self.weight, self.bits), self.bias)


class QuantLinear(nn.Linear):
    def __init__(self, *args, bits=8, **kwargs):
        super().__init__(*args, **kwargs)
        self.bits = bits

    def forward(self, x):
        return F.linear(x, fake_quantize(self.weight, self.bits), self.bias)


def quantize_weights_int8(module, bits=8):
    """Integer weights + scales for export."""
    out = {}
    for name, m in module.named_modules():
        if isinstance(m, (QuantConv2d, QuantLinear)):
            scale, qmax = weight_scale(m.weight, bits)
            q = torch.clamp(torch.round(m.weight.detach() / scale), -qmax - 1, qmax).to(torch.int8)
            out[name] = {"weight": q, "scale": scale.flatten(),
                         "bias": None if m.bias is None else m.bias.detach().clone()}
    return out
