"""Post-training helpers for deployment: dynamic int8 quantisation, size and latency."""
import io
import time

import torch


def model_size_kb(model):
    buf = io.BytesIO()
    torch.save(model.state_dict(), buf)
    return buf.tell() / 1024


def quantize_dynamic(model):
    return torch.ao.quantization.quantize_dynamic(model.eval(), {torch.nn.Linear, torch.nn.GRU},
                                                  dtype=torch.qint8)


@torch.no_grad()
def latency_ms(model, n_mels=40, frames=101, runs=20):
    model.eval()
    x = torch.zeros(1, n_mels, frames)
    model(x)
    t = time.perf_counter()
    for _ in range(runs):
        model(x)
    return 1000 * (time.perf_counter() - t) / runs


def fuse_report(model):
    """Name the Conv+BN pairs that could be folded for inference."""
    pairs = []
    prev_name, prev = None, None
    for name, m in model.named_modules():
        if isinstance(m, (torch.nn.BatchNorm1d, torch.nn.BatchNorm2d)) and isinstance(
                prev, (torch.nn.Conv1d, torch.nn.Conv2d)):
            pairs.append((prev_name, name))
        prev_name, prev = name, m
    return pairs
