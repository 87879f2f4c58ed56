import random

import torch
from torch.utils.data import Sampler


def pad_batch(seqs, pad_id=0):
    out = torch.full((len(seqs), max(len(s) for s in seqs)), pad_id, dtype=torch.long)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = torch.tensor(s, dtype=torch.long)
    return out


def collate_pairs(batch, pad_id=0):
    src, tgt = zip(*batch)
    tgt = pad_batch(tgt, pad_id)
    return pad_batch(src, pad_id), tgt[:, :-1], tgt[:, 1:]


class TokenBucketSampler(Sampler):
    """Batches of similar-length sentences with at most max_tokens (padded) source tokens."""

    def __init__(self, lengths, max_tokens=4096, shuffle=True, seed=0):
        self.lengths, self.max_tokens, self.shuffle, self.seed = lengths, max_tokens, shuffle, seed
        self.epoch = 0

    def _batches(self):
        order = sorted(range(len(self.lengths)), key=lambda i: self.lengths[i])
        batches, cur, longest = [], [], 0
        for i in order:
            longest_new = max(longest, self.lengths[i])
            if cur and longest_new * (len(cur) + 1) > self.max_tokens:
                batches.append(cur)
                cur, longest_new = [], self.lengths[i]
            cur.append(i)
            longest = longest_new
        if cur:
            batches.append(cur)
        return batches

    def __iter__(self):
        batches = self._batches()
        if self.shuffle:
            random.Random(self.seed + self.epoch).shuffle(batches)
            self.epoch += 1
        return iter(batches)

    def __len__(self):
        return len(self._batches())
