import torch
from torch.utils.data import DataLoader, Dataset

from .features import KEYWORDS, LogSpectrogram, synth_keyword


class SyntheticKeywords(Dataset):
    """Pre-renders `n` clips with balanced labels."""

    def __init__(self, n, sample_rate, clip_seconds, snr_db, featurizer, seed):
        g = torch.Generator().manual_seed(seed)
        self.labels = torch.arange(n) % len(KEYWORDS)
        self.labels = self.labels[torch.randperm(n, generator=g)]
        feats = [featurizer(synth_keyword(int(y), sample_rate, clip_seconds, snr_db, g))
                 for y in self.labels]
        self.features = torch.stack(feats).unsqueeze(1)  # (n, 1, bins, frames)
        mean, std = self.features.mean(), self.features.std()
        self.features = (self.features - mean) / std

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.features[i], self.labels[i]


def build_loaders(data_cfg, feat_cfg, seed):
    featurizer = LogSpectrogram(**feat_cfg)
    common = dict(sample_rate=data_cfg["sample_rate"], clip_seconds=data_cfg["clip_seconds"],
                  snr_db=data_cfg["snr_db"], featurizer=featurizer)
    train = SyntheticKeywords(data_cfg["n_train"], seed=seed, **common)
    val = SyntheticKeywords(data_cfg["n_val"], seed=seed + 1, **common)
    bs = data_cfg["batch_size"]
    nw = data_cfg.get("num_workers", 0)
    return (DataLoader(train, batch_size=bs, shuffle=True, num_workers=nw, drop_last=True),
            DataLoader(val, batch_size=256, shuffle=False, num_workers=nw))
