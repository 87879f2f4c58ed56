import torch
from torch.utils.data import DataLoader, Dataset

from .features import LogMel
from .synth import CLASSES, synth_clip


class SynthESC(Dataset):
    def __init__(self, n, sr, seconds, feat_cfg, seed):
        g = torch.Generator().manual_seed(seed)
        self.labels = torch.randint(0, len(CLASSES), (n,), generator=g)
        featurize = LogMel(sr, feat_cfg["n_fft"], feat_cfg["hop_length"], feat_cfg["n_mels"])
        self.feats = torch.stack([featurize(synth_clip(int(y), sr, seconds, g)) for y in self.labels])
        self.feats = (self.feats - self.feats.mean()) / self.feats.std()

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.feats[i].unsqueeze(0), self.labels[i]


def build_loaders(cfg):
    d = cfg["data"]
    train = SynthESC(d["n_train"], d["sample_rate"], d["clip_seconds"], cfg["features"], cfg["seed"])
    valid = SynthESC(d["n_valid"], d["sample_rate"], d["clip_seconds"], cfg["features"], cfg["seed"] + 1)
    bs = cfg["train"]["batch_size"]
    return DataLoader(train, batch_size=bs, shuffle=True), DataLoader(valid, batch_size=bs)
