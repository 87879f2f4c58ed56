import torch


def utterance_cmvn(feats, eps=1e-5):
    """Per-utterance mean/variance normalisation. feats: [T, F]."""
    return (feats - feats.mean(0, keepdim=True)) / (feats.std(0, keepdim=True) + eps)


class SpecAugment:
    def __init__(self, freq_mask=6, time_mask=8, n_masks=2):
        self.freq_mask, self.time_mask, self.n_masks = freq_mask, time_mask, n_masks

    def __call__(self, feats):
        feats = feats.clone()
        T, F = feats.shape
        for _ in range(self.n_masks):
            f = int(torch.randint(0, self.freq_mask + 1, (1,)))
            f0 = int(torch.randint(0, max(1, F - f), (1,)))
            feats[:, f0:f0 + f] = 0
            t = int(torch.randint(0, min(self.time_mask, T // 4) + 1, (1,)))
            t0 = int(torch.randint(0, max(1, T - t), (1,)))
            feats[t0:t0 + t, :] = 0
        return feats
