import torch
from torch.utils.data import Dataset

from .audio import log_mel_spectrogram


class KeywordDataset(Dataset):
    """Random 1 s crops (training) or centre crops (eval) of longer clips, as log-mel features.

    Feature extraction dominates the epoch time, so spectrograms are memoised when
    `cache=True`."""

    def __init__(self, waves, labels, sample_rate=16000, crop_seconds=1.0, train=True,
                 n_fft=400, hop=160, n_mels=40, cache=True):
        self.waves, self.labels = waves, labels
        self.sample_rate, self.train, self.cache = sample_rate, train, cache
        self.n_fft, self.hop, self.n_mels = n_fft, hop, n_mels
        self.crop = int(crop_seconds * sample_rate)
        self.max_offset = waves.shape[1] - self.crop
        self._features = {}

    def __len__(self):
        return len(self.waves)

    def _offset(self):
        if not self.train:
            return self.max_offset // 2 // self.hop * self.hop
        # crop start snapped to the STFT hop (10 ms at 16 kHz)
        return int(torch.randint(0, self.max_offset // self.hop + 1, ())) * self.hop

    def __getitem__(self, i):
        offset = self._offset()
        key = (i, offset)
        feats = self._features.get(key)
        if feats is None:
            crop = self.waves[i, offset:offset + self.crop]
            feats = log_mel_spectrogram(crop, self.sample_rate, self.n_fft, self.hop, self.n_mels)
            if self.cache:
                self._features[key] = feats
        return feats.unsqueeze(0), self.labels[i]
