"""Melody-level augmentation."""
import random


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, mel):
        for op in self.ops:
            mel = op(mel)
        return mel


class RandomTranspose:
    def __init__(self, low=-5, high=6):
        self.low, self.high = low, high

    def __call__(self, mel):
        k = random.randint(self.low, self.high)
        return [(t, min(max(p + k, 0), 127), d) for t, p, d in mel]


class RandomTempo:
    """Double or keep the time resolution (x2 stretches onsets and durations)."""

    def __init__(self, p=0.2):
        self.p = p

    def __call__(self, mel):
        if random.random() >= self.p:
            return mel
        return [(2 * t, p, 2 * d) for t, p, d in mel]
