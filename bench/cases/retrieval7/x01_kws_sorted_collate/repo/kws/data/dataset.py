"""Keyword dataset built on the synthetic generator."""
import torch
from torch.utils.data import DataLoader, Dataset

from kws.data.augment import Augment
from kws.data.collate import build_collate
from kws.data.features import MFCC
from kws.data.synth import make_corpus


class KeywordDataset(Dataset):
    def __init__(self, wavs, labels, frontend, augment=None):
        self.labels = list(labels)
        self.augment = augment
        self.feats = [frontend(w) for w in wavs]

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        feat = self.feats[idx]
        if self.augment is not None:
            feat = self.augment(feat)
        return feat, self.labels[idx]


def build_loaders(cfg):
    d = cfg["data"]
    frontend = MFCC(d["sample_rate"], n_mels=d["n_mels"], n_mfcc=d["n_mfcc"],
                    deltas=d["deltas"])
    common = dict(num_keywords=d["num_keywords"], sample_rate=d["sample_rate"],
                  min_dur=d["min_dur"], max_dur=d["max_dur"], noise_std=d["noise_std"])
    tr_w, tr_y = make_corpus(per_class=d["train_per_class"], seed=cfg["seed"], **common)
    va_w, va_y = make_corpus(per_class=d["val_per_class"], seed=cfg["seed"] + 1, **common)
    aug = Augment(**cfg["augment"])
    train_ds = KeywordDataset(tr_w, tr_y, frontend, augment=aug)
    val_ds = KeywordDataset(va_w, va_y, frontend)
    collate = build_collate(d["collate"], d["max_frames"])
    g = torch.Generator().manual_seed(cfg["seed"])
    train_dl = DataLoader(train_ds, batch_size=d["batch_size"], shuffle=True,
                          collate_fn=collate, generator=g)
    val_dl = DataLoader(val_ds, batch_size=d["batch_size"], shuffle=False,
                        collate_fn=collate)
    return train_dl, val_dl, frontend.dim
