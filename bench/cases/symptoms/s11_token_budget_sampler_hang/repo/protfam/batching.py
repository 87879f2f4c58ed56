"""Length-bucketed batching with a padded-token budget.

Sequences are sorted by length (with some noise so batches change every epoch)
and packed greedily so that `longest_in_batch * batch_size <= max_tokens`.
This keeps activation memory roughly constant, which matters for the long tail.
"""
import random

import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import Sampler

from .data import PAD_ID


class TokenBudgetBatchSampler(Sampler):
    def __init__(self, lengths, max_tokens=4096, shuffle=True, seed=0):
        self.lengths = list(lengths)
        self.max_tokens = max_tokens
        self.shuffle = shuffle
        self.rng = random.Random(seed)

    def _batches(self):
        if self.shuffle:
            keys = [(l * self.rng.uniform(0.9, 1.1), i) for i, l in enumerate(self.lengths)]
        else:
            keys = [(l, i) for i, l in enumerate(self.lengths)]
        order = [i for _, i in sorted(keys)]
        batches = []
        pos = 0
        while pos < len(order):
            batch, longest = [], 0
            while pos < len(order):
                length = self.lengths[order[pos]]
                if max(longest, length) * (len(batch) + 1) > self.max_tokens:
                    break
                batch.append(order[pos])
                longest = max(longest, length)
                pos += 1
            if batch:
                batches.append(batch)
        if self.shuffle:
            self.rng.shuffle(batches)
        return batches

    def __iter__(self):
        return iter(self._batches())

    def __len__(self):
        return len(self._batches())


def collate(batch):
    tokens = pad_sequence([t for t, _ in batch], batch_first=True, padding_value=PAD_ID)
    labels = torch.stack([y for _, y in batch])
    return tokens, labels
