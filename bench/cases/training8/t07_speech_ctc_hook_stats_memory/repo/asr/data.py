import torch
from torch.utils.data import DataLoader, Dataset

from .features import SpecAugment, utterance_cmvn
from .synth import UtteranceSynth
from .text import PhoneTokenizer


class SynthSpeechDataset(Dataset):
    def __init__(self, n, n_mels, min_phones, max_phones, seed, augment=False):
        synth = UtteranceSynth(n_mels, seed=0)
        g = torch.Generator().manual_seed(seed)
        self.items = [synth.utterance(g, min_phones, max_phones) for _ in range(n)]
        self.tok = PhoneTokenizer()
        self.augment = SpecAugment() if augment else None

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        feats, phones = self.items[i]
        feats = utterance_cmvn(feats)
        if self.augment is not None:
            feats = self.augment(feats)
        return feats, torch.tensor(self.tok.encode(phones), dtype=torch.long)


def collate(batch):
    feats, targets = zip(*batch)
    feat_lens = torch.tensor([f.shape[0] for f in feats])
    target_lens = torch.tensor([len(t) for t in targets])
    x = torch.nn.utils.rnn.pad_sequence(feats, batch_first=True)
    return x, feat_lens, torch.cat(targets), target_lens


def build_loaders(cfg):
    d = cfg["data"]
    train = SynthSpeechDataset(d["n_train"], d["n_mels"], d["min_phones"], d["max_phones"], cfg["seed"],
                               augment=d["spec_augment"])
    valid = SynthSpeechDataset(d["n_valid"], d["n_mels"], d["min_phones"], d["max_phones"], cfg["seed"] + 1)
    bs = cfg["train"]["batch_size"]
    return (DataLoader(train, batch_size=bs, shuffle=True, collate_fn=collate, drop_last=True),
            DataLoader(valid, batch_size=bs, collate_fn=collate))
