"""Speech-Commands style folder dataset: <root>/<keyword>/<file>.wav, 16 kHz mono PCM."""
import os
import random
import wave

import torch
from torch.utils.data import Dataset

from .. import KEYWORDS
from .features import LogMel, cmvn


def read_wav(path):
    with wave.open(path, "rb") as w:
        if w.getsampwidth() != 2:
            raise ValueError(f"{path}: only 16-bit PCM is supported")
        n = w.getnframes()
        raw = w.readframes(n)
        channels = w.getnchannels()
    data = torch.frombuffer(bytearray(raw), dtype=torch.int16).float() / 32768.0
    if channels > 1:
        data = data.view(-1, channels).mean(1)
    return data


def pad_or_trim(wav, length=16000):
    if wav.numel() >= length:
        return wav[:length]
    return torch.nn.functional.pad(wav, (0, length - wav.numel()))


def list_files(root, split_file=None):
    items = []
    allowed = None
    if split_file:
        with open(split_file) as f:
            allowed = {line.strip() for line in f if line.strip()}
    for label in sorted(os.listdir(root)):
        d = os.path.join(root, label)
        if not os.path.isdir(d) or label.startswith("_background"):
            continue
        for fn in sorted(os.listdir(d)):
            rel = f"{label}/{fn}"
            if fn.endswith(".wav") and (allowed is None or rel in allowed):
                items.append((os.path.join(d, fn), label))
    return items


class WavFolder(Dataset):
    def __init__(self, root, split_file=None, unknown_ratio=0.1, seed=0, transform=None):
        self.front = LogMel()
        self.transform = transform
        items = list_files(root, split_file)
        rng = random.Random(seed)
        known = [(p, KEYWORDS.index(l)) for p, l in items if l in KEYWORDS]
        unknown = [(p, KEYWORDS.index("_unknown_")) for p, l in items if l not in KEYWORDS]
        rng.shuffle(unknown)
        self.items = known + unknown[: int(unknown_ratio * len(known))]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        path, y = self.items[i]
        feats = cmvn(self.front(pad_or_trim(read_wav(path))))
        if self.transform is not None:
            feats = self.transform(feats)
        return feats, y
