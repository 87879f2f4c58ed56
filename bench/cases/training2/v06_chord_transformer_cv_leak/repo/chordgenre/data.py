"""Synthetic chord progressions.

48 chord symbols (12 roots x {maj, min, 7, m7}); each genre is a first-order Markov chain over
chords with its own (sparse, peaked) transition matrix. Token 0 is padding.
"""
import torch
from torch.utils.data import Dataset

GENRES = ["pop", "jazz", "blues", "folk", "rock", "soul"]
N_CHORDS = 48
PAD = 0


def genre_transitions(seed=7, sharpness=4.0):
    g = torch.Generator().manual_seed(seed)
    logits = sharpness * torch.randn(len(GENRES), N_CHORDS, N_CHORDS, generator=g)
    return torch.softmax(logits, dim=-1)


class ChordProgressions(Dataset):
    def __init__(self, n, min_len=16, max_len=64, seed=0):
        g = torch.Generator().manual_seed(seed)
        trans = genre_transitions()
        self.labels = torch.randint(0, len(GENRES), (n,), generator=g)
        self.seqs = []
        for y in self.labels.tolist():
            length = int(torch.randint(min_len, max_len + 1, (1,), generator=g))
            chord = int(torch.randint(0, N_CHORDS, (1,), generator=g))
            seq = [chord]
            for _ in range(length - 1):
                chord = int(torch.multinomial(trans[y, chord], 1, generator=g))
                seq.append(chord)
            self.seqs.append(torch.tensor(seq) + 1)          # shift: 0 is PAD

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.seqs[i], self.labels[i]


def pad_collate(batch):
    seqs, labels = zip(*batch)
    tokens = torch.nn.utils.rnn.pad_sequence(seqs, batch_first=True, padding_value=PAD)
    return tokens, tokens == PAD, torch.stack(labels)
