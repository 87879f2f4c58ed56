import random

import torch
from torch.utils.data import Dataset


class KeywordDataset(Dataset):
    """Log-mel features of 1 s clips, with random time-shift augmentation for training.

    STFT + mel projection is the expensive part, so features are memoised.
    """

    def __init__(self, clips, labels, featurizer, train=True, max_shift_ms=100, sr=16000, seed=0):
        self.clips, self.labels = clips, labels
        self.featurizer = featurizer
        self.train = train
        self.max_shift = int(sr * max_shift_ms / 1000)
        self.rng = random.Random(seed)
        self._cache = {}

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        shift = self.rng.randint(-self.max_shift, self.max_shift) if self.train else 0
        key = (idx, shift)
        if key not in self._cache:
            wav = self.clips[idx]
            if shift:
                wav = torch.roll(wav, shift)
            self._cache[key] = self.featurizer(wav)
        return self._cache[key], self.labels[idx]
