import json
import random

import torch
from torch.utils.data import Dataset

_WORDS = ("the cat sat on a mat and ran to big red dog who ate ham in old barn near my house "
          "we saw it jump over fox while sun set").split()


class SyntheticToneSpeech(Dataset):
    """Each character is rendered as a few frames with energy in a character-specific band of mel bins."""

    def __init__(self, vocab, n_utts, n_mels=40, max_words=4, seed=0):
        self.vocab = vocab
        self.n_mels = n_mels
        rng = random.Random(seed)
        self.texts = [" ".join(rng.choice(_WORDS) for _ in range(rng.randint(1, max_words))) for _ in range(n_utts)]
        self.seed = seed

    def __len__(self):
        return len(self.texts)

    def _render(self, text, g):
        frames = []
        n_sym = len(self.vocab) - 1
        for ch in text:
            k = self.vocab.index[ch] - 1
            center = 2 + (self.n_mels - 4) * k / max(n_sym - 1, 1)
            dur = int(torch.randint(3, 8, (1,), generator=g))
            bins = torch.arange(self.n_mels, dtype=torch.float32)
            profile = torch.exp(-0.5 * ((bins - center) / 1.2) ** 2)
            frames.append(profile.expand(dur, -1) * 4.0)
            frames.append(torch.zeros(int(torch.randint(0, 3, (1,), generator=g)), self.n_mels))
        x = torch.cat(frames)
        return x + 0.5 * torch.randn(x.shape, generator=g)

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(self.seed * 1_000_003 + i)
        text = self.texts[i]
        return {"feats": self._render(text, g), "tokens": torch.tensor(self.vocab.encode(text)), "text": text}


def time_stretch(feats, rate):
    """Resample the frame axis by `rate` (>1 = faster speech) with linear interpolation."""
    T = feats.shape[0]
    new_T = max(1, int(round(T / rate)))
    pos = torch.linspace(0, T - 1, new_T)
    lo = pos.floor().long()
    hi = (lo + 1).clamp(max=T - 1)
    w = (pos - lo.float()).unsqueeze(1)
    return feats[lo] * (1 - w) + feats[hi] * w


class RandomTimeStretch(Dataset):
    """Dataset wrapper applying a random speed factor from `rates` to every utterance."""

    def __init__(self, base, rates=(0.9, 1.0, 1.1), seed=0):
        self.base, self.rates = base, rates
        self.rng = random.Random(seed)

    def __len__(self):
        return len(self.base)

    def __getitem__(self, i):
        item = dict(self.base[i])
        item["feats"] = time_stretch(item["feats"], self.rng.choice(self.rates))
        return item


class ManifestDataset(Dataset):
    def __init__(self, manifest, vocab, max_frames=3000):
        self.vocab = vocab
        self.items = []
        with open(manifest) as fh:
            for line in fh:
                if line.strip():
                    row = json.loads(line)
                    if row.get("frames", 0) <= max_frames:
                        self.items.append(row)

    def __len__(self):
        return len(self.items)

    def frame_lengths(self):
        return [row.get("frames", 0) for row in self.items]

    def __getitem__(self, i):
        row = self.items[i]
        feats = torch.load(row["feats"], map_location="cpu")
        text = self.vocab.normalize(row["text"])
        return {"feats": feats, "tokens": torch.tensor(self.vocab.encode(text)), "text": text}
