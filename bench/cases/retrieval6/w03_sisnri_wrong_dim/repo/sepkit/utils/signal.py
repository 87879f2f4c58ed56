"""Small waveform helpers shared by data, metrics and the CLI."""
import math

import torch


def zero_mean(x, dim=1):
    """Remove the DC offset along the time axis."""
    return x - x.mean(dim=dim, keepdim=True)


def rms(x, dim=-1, eps=1e-8):
    return (x.pow(2).mean(dim=dim, keepdim=True) + eps).sqrt()


def db_to_gain(db):
    return 10.0 ** (db / 20.0)


def gain_to_db(g, eps=1e-8):
    return 20.0 * math.log10(max(g, eps))


def peak_normalize(x, peak=0.9, eps=1e-8):
    return x * (peak / (x.abs().amax(dim=-1, keepdim=True) + eps))


def frame_count(num_samples, kernel, stride):
    return (num_samples - kernel) // stride + 1
