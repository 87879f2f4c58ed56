"""Character-level parallel text (one pair per line: source<TAB>target) for small real datasets."""
import torch
from torch.utils.data import Dataset

from .vocab import BOS, EOS, PAD, SPECIALS


class CharVocab:
    def __init__(self, chars):
        self.itos = SPECIALS + sorted(set(chars))
        self.stoi = {c: i for i, c in enumerate(self.itos)}
        self.pad_id, self.bos_id, self.eos_id = PAD, BOS, EOS

    def __len__(self):
        return len(self.itos)

    def encode(self, text, add_bos=False, add_eos=True):
        ids = [self.stoi[c] for c in text if c in self.stoi]
        return ([BOS] if add_bos else []) + ids + ([EOS] if add_eos else [])

    def decode(self, ids):
        out = []
        for i in ids:
            if i == EOS:
                break
            if i not in (PAD, BOS):
                out.append(self.itos[i])
        return "".join(out)


def read_pairs(path, max_len=None):
    pairs = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if "\t" not in line:
                continue
            src, tgt = line.rstrip("\n").split("\t", 1)
            if max_len and (len(src) > max_len or len(tgt) > max_len):
                continue
            pairs.append((src, tgt))
    return pairs


class TextPairDataset(Dataset):
    def __init__(self, pairs, vocab=None):
        self.vocab = vocab or CharVocab("".join(s + t for s, t in pairs))
        self.items = [(torch.tensor(self.vocab.encode(s)),
                       torch.tensor(self.vocab.encode(t, add_bos=True))) for s, t in pairs]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]
