"""Training-time feature augmentation."""
import random


class SpecAugment:
    def __init__(self, freq_mask=8, time_mask=20, n_masks=1):
        self.freq_mask = freq_mask
        self.time_mask = time_mask
        self.n_masks = n_masks

    def __call__(self, feats):
        feats = feats.clone()
        T, F = feats.shape
        for _ in range(self.n_masks):
            f = random.randint(0, self.freq_mask)
            f0 = random.randint(0, max(F - f, 0))
            feats[:, f0:f0 + f] = 0.0
            t = random.randint(0, self.time_mask)
            t0 = random.randint(0, max(T - t, 0))
            feats[t0:t0 + t, :] = 0.0
        return feats


class RandomGain:
    """Log-domain gain: adds a constant to every bin."""

    def __init__(self, db=6.0):
        self.db = db

    def __call__(self, feats):
        return feats + random.uniform(-self.db, self.db) * 0.23
