"""Synthetic 'handwriting': per-character random glyph bitmaps glued together."""
import numpy as np
import torch
from torch.utils.data import Dataset


class GlyphBank:
    """One fixed random bitmap (plus a couple of stroke variants) per character."""

    def __init__(self, charset, height=16, width=8, variants=3, seed=1234):
        rng = np.random.RandomState(seed)
        self.height, self.width = height, width
        self.glyphs = {}
        for c in charset:
            base = (rng.rand(height, width) > 0.55).astype(np.float32)
            base[:, 0] = 0.0  # keep a thin left margin so glyphs separate
            vs = []
            for _ in range(variants):
                flip = rng.rand(height, width) < 0.06
                vs.append(np.abs(base - flip.astype(np.float32)))
            self.glyphs[c] = vs

    def render(self, text, rng, max_gap=2, noise=0.0):
        cols = []
        for c in text:
            g = self.glyphs[c][rng.randint(len(self.glyphs[c]))]
            cols.append(g)
            gap = rng.randint(0, max_gap + 1)
            if gap:
                cols.append(np.zeros((self.height, gap), np.float32))
        img = np.concatenate(cols, axis=1)
        if noise > 0:
            img = np.clip(img + noise * rng.randn(*img.shape).astype(np.float32), 0.0, 1.0)
        return img


def sample_word(rng, charset, min_len, max_len, double_prob):
    n = rng.randint(min_len, max_len + 1)
    out = []
    while len(out) < n:
        c = charset[rng.randint(len(charset))]
        out.append(c)
        if len(out) < n and rng.rand() < double_prob:
            out.append(c)
    return "".join(out)


class SyntheticWords(Dataset):
    def __init__(self, codec, bank, size, min_len=3, max_len=8, double_prob=0.2,
                 max_gap=2, noise=0.05, seed=0, transform=None):
        rng = np.random.RandomState(seed)
        self.codec = codec
        self.transform = transform
        self.items = []
        for _ in range(size):
            word = sample_word(rng, codec.charset, min_len, max_len, double_prob)
            img = bank.render(word, rng, max_gap=max_gap, noise=noise)
            self.items.append((img, word))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        img, word = self.items[idx]
        x = torch.from_numpy(img).unsqueeze(0)  # (1, H, W)
        if self.transform is not None:
            x = self.transform(x)
        return {"image": x, "text": word, "labels": torch.tensor(self.codec.encode(word))}
