import math

import torch
from torch.utils.data import Dataset

COMMANDS = ["go", "stop", "left", "right", "up", "down", "yes", "no", "on", "off"]


class SpeechDataset(Dataset):
    def __init__(self, items, tokenizer, featurizer, augment=None):
        self.items = items
        self.tokenizer = tokenizer
        self.featurizer = featurizer
        self.augment = augment

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        it = self.items[idx]
        wave = torch.load(it["audio"]).float()
        feats = self.featurizer(wave)
        if self.augment is not None:
            feats = self.augment(feats)
        return feats, torch.tensor(self.tokenizer.encode(it["text"]), dtype=torch.long)


class SyntheticCommands(Dataset):
    def __init__(self, n, tokenizer, featurizer, sample_rate=16000, seed=0, augment=None):
        self.n = n
        self.tokenizer = tokenizer
        self.featurizer = featurizer
        self.sr = sample_rate
        self.seed = seed
        self.augment = augment

    def __len__(self):
        return self.n

    def _synth(self, text, g):
        chunks = []
        for ch in text:
            dur = 0.06 + 0.04 * float(torch.rand(1, generator=g))
            t = torch.arange(int(dur * self.sr)) / self.sr
            f0 = 200.0 + 40.0 * (ord(ch) - 96 if ch != " " else 0)
            chunks.append(torch.sin(2 * math.pi * f0 * t) * (0.0 if ch == " " else 0.5))
        wave = torch.cat(chunks)
        return wave + 0.01 * torch.randn(wave.shape, generator=g)

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 7919 + idx)
        words = [COMMANDS[int(torch.randint(len(COMMANDS), (1,), generator=g))] for _ in range(int(torch.randint(1, 4, (1,), generator=g)))]
        text = " ".join(words)
        feats = self.featurizer(self._synth(text, g))
        if self.augment is not None:
            feats = self.augment(feats)
        return feats, torch.tensor(self.tokenizer.encode(text), dtype=torch.long)
