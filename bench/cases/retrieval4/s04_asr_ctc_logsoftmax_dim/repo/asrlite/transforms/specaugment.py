import random


class SpecAugment:
    def __init__(self, freq_masks=2, freq_width=15, time_masks=2, time_width=40):
        self.freq_masks = freq_masks
        self.freq_width = freq_width
        self.time_masks = time_masks
        self.time_width = time_width

    def __call__(self, feats):
        feats = feats.clone()
        t, f = feats.shape
        for _ in range(self.freq_masks):
            w = random.randint(0, self.freq_width)
            f0 = random.randint(0, max(0, f - w))
            feats[:, f0:f0 + w] = 0.0
        for _ in range(self.time_masks):
            w = random.randint(0, min(self.time_width, t // 5))
            t0 = random.randint(0, max(0, t - w))
            feats[t0:t0 + w, :] = 0.0
        return feats
