from __future__ import annotations

import csv
import random
import wave
from array import array

import torch
from torch.utils.data import Dataset


class LabelVocab:
    def __init__(self, labels: list[str]):
        self.labels = list(labels)
        self.index = {name: i for i, name in enumerate(self.labels)}

    def __len__(self) -> int:
        return len(self.labels)

    def encode(self, names: list[str]) -> torch.Tensor:
        target = torch.zeros(len(self.labels))
        for name in names:
            if name in self.index:
                target[self.index[name]] = 1.0
        return target

    def decode(self, probs: torch.Tensor, threshold: float = 0.5) -> list[str]:
        return [self.labels[i] for i in torch.nonzero(probs >= threshold).flatten().tolist()]


def read_wav(path: str) -> tuple[torch.Tensor, int]:
    """Read a 16-bit PCM wav file into a mono float tensor in [-1, 1]."""
    with wave.open(path, "rb") as wf:
        sr = wf.getframerate()
        n_ch = wf.getnchannels()
        if wf.getsampwidth() != 2:
            raise ValueError(f"{path}: only 16-bit PCM supported")
        samples = array("h", wf.readframes(wf.getnframes()))
    wav = torch.tensor(samples, dtype=torch.float32) / 32768.0
    if n_ch > 1:
        wav = wav.view(-1, n_ch).mean(dim=1)
    return wav, sr


class ManifestDataset(Dataset):
    def __init__(self, manifest: str, vocab: LabelVocab, sample_rate: int, clip_seconds: float | None, random_crop: bool = False):
        self.vocab = vocab
        self.sample_rate = sample_rate
        self.clip_len = int(sample_rate * clip_seconds) if clip_seconds else None
        self.random_crop = random_crop
        with open(manifest, newline="") as fh:
            self.rows = [(r["path"], r["labels"].split(";")) for r in csv.DictReader(fh)]

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, idx: int):
        path, names = self.rows[idx]
        wav, sr = read_wav(path)
        if sr != self.sample_rate:
            raise ValueError(f"{path}: expected {self.sample_rate} Hz, got {sr}")
        if self.clip_len is not None and wav.numel() > self.clip_len:
            start = random.randint(0, wav.numel() - self.clip_len) if self.random_crop else 0
            wav = wav[start : start + self.clip_len]
        return wav, self.vocab.encode(names)
