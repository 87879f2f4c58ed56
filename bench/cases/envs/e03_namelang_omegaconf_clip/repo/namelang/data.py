"""Made-up names from four 'languages', each with its own syllables and endings."""
import random

import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import Dataset

LANGUAGES = {
    "aranic": (["ar", "an", "ka", "ri", "sa", "ma", "ra"], ["a", "ia", "an"]),
    "belish": (["bel", "wor", "th", "ing", "ham", "ley", "st"], ["ton", "ley", "er"]),
    "corvian": (["kov", "dra", "zni", "vel", "mir", "slo", "vo"], ["ov", "ski", "ich"]),
    "dunese": (["ta", "ke", "shi", "mo", "no", "ki", "yu"], ["ko", "shi", "ra"]),
}
ALPHABET = "abcdefghijklmnopqrstuvwxyz"
PAD = 0


def make_name(rng, syllables, endings):
    n = rng.randint(1, 3)
    return "".join(rng.choice(syllables) for _ in range(n)) + rng.choice(endings)


def make_names(n_per_language, seed=0):
    rng = random.Random(seed)
    items = [(make_name(rng, *LANGUAGES[lang]), label)
             for label, lang in enumerate(LANGUAGES) for _ in range(n_per_language)]
    rng.shuffle(items)
    return items


def encode(name, max_len):
    return [ALPHABET.index(c) + 1 for c in name.lower() if c in ALPHABET][:max_len]


class NameDataset(Dataset):
    def __init__(self, items, max_len=16):
        self.items = [(torch.tensor(encode(n, max_len)), y) for n, y in items]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


def collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    return pad_sequence(seqs, batch_first=True, padding_value=PAD), lengths, torch.tensor(labels)
