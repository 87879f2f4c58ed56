"""Utterance datasets. Items are (features (T, n_mels), speaker index, utterance id)."""
import os
import random

import torch
from torch.utils.data import Dataset

from ..transforms.features import LogMel, apply_cmvn


class SpeakerDataset(Dataset):
    """``utts`` is a list of (utt_id, path_or_tensor, speaker_label).

    With ``segment`` set (training), a random window of that many frames is
    taken; with ``segment=None`` (enrolment / test) the full utterance is used.
    """

    def __init__(self, utts, n_mels=40, segment=None, precomputed=True, augment=None):
        self.utts = list(utts)
        self.segment = segment
        self.precomputed = precomputed
        self.augment = augment
        self.logmel = None if precomputed else LogMel(n_mels=n_mels)
        speakers = sorted({spk for _, _, spk in self.utts})
        self.spk2idx = {s: i for i, s in enumerate(speakers)}

    def __len__(self):
        return len(self.utts)

    def load_features(self, source):
        data = torch.load(source) if isinstance(source, str) else source
        feats = data if self.precomputed else self.logmel(data)
        return apply_cmvn(feats)

    def __getitem__(self, idx):
        utt_id, source, spk = self.utts[idx]
        feats = self.load_features(source)
        if self.segment is not None:
            T = feats.shape[0]
            if T < self.segment:
                reps = self.segment // T + 1
                feats = feats.repeat(reps, 1)
                T = feats.shape[0]
            start = random.randint(0, T - self.segment)
            feats = feats[start:start + self.segment]
            if self.augment is not None:
                feats = self.augment(feats)
        return feats, self.spk2idx[spk], utt_id


def collate_segments(batch):
    feats = torch.stack([b[0] for b in batch])
    labels = torch.tensor([b[1] for b in batch], dtype=torch.long)
    return feats, labels, [b[2] for b in batch]


def build_train_set(cfg, utts, augment=None):
    dc = cfg["data"]
    return SpeakerDataset(utts, dc["n_mels"], segment=dc.get("train_segment", 200),
                          precomputed=dc.get("precomputed", True), augment=augment)


def list_folder(root):
    """<root>/<speaker>/<utt>.pt -> [(utt_id, path, speaker)]."""
    utts = []
    for spk in sorted(os.listdir(root)):
        for f in sorted(os.listdir(os.path.join(root, spk))):
            if f.endswith(".pt"):
                utts.append((f"{spk}/{f[:-3]}", os.path.join(root, spk, f), spk))
    return utts
