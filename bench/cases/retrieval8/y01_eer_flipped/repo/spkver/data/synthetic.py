"""A synthetic corpus of 'speakers'.

Each speaker owns a spectral envelope, per-band gains and a set of
formant-like modulation patterns; an utterance is a random walk over those
patterns plus channel offset and frame noise. Utterances of the same speaker
share the gains and patterns, which is what the encoder has to pick up.
"""
import numpy as np
import torch
from torch.utils.data import Dataset

from .features import apply_cmvn


class SyntheticSpeakers(Dataset):
    def __init__(self, num_speakers, utts_per_speaker=10, n_mels=24,
                 min_frames=60, max_frames=120, noise=0.8, cmvn=True, seed=0):
        rng = np.random.default_rng(seed)
        self.n_mels = n_mels
        self.num_speakers = num_speakers
        self.items = []
        self.speakers = []
        for spk in range(num_speakers):
            envelope = rng.normal(0.0, 1.0, size=(n_mels, 1))
            gain = np.exp(rng.normal(0.0, 0.5, size=(n_mels, 1)))
            patterns = rng.normal(0.0, 1.0, size=(4, n_mels))
            for _ in range(utts_per_speaker):
                n_frames = int(rng.integers(min_frames, max_frames + 1))
                weights = np.cumsum(rng.normal(0.0, 0.3, size=(n_frames, 4)), axis=0)
                weights = np.tanh(weights)
                frames = envelope + gain * (weights @ patterns).T
                channel = rng.normal(0.0, 0.5, size=(n_mels, 1))
                frames = frames + channel + rng.normal(0.0, noise, size=frames.shape)
                feats = torch.tensor(frames, dtype=torch.float32)
                if cmvn:
                    feats = apply_cmvn(feats)
                self.items.append(feats)
                self.speakers.append(spk)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        return self.items[idx], self.speakers[idx]
