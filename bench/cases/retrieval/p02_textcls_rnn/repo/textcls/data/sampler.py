"""Length-bucketed batch sampler: batches of similar-length sentences, shuffled between epochs."""
import random

from torch.utils.data import Sampler


class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, bucket_size_multiplier=50, shuffle=True, seed=0,
                 drop_last=False):
        self.lengths = list(lengths)
        self.batch_size = batch_size
        self.bucket = batch_size * bucket_size_multiplier
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = random.Random(seed)

    def __iter__(self):
        idx = list(range(len(self.lengths)))
        if self.shuffle:
            self.rng.shuffle(idx)
        batches = []
        for s in range(0, len(idx), self.bucket):
            chunk = sorted(idx[s:s + self.bucket], key=lambda i: self.lengths[i])
            for b in range(0, len(chunk), self.batch_size):
                batch = chunk[b:b + self.batch_size]
                if len(batch) < self.batch_size and self.drop_last:
                    continue
                batches.append(batch)
        if self.shuffle:
            self.rng.shuffle(batches)
        return iter(batches)

    def __len__(self):
        if self.drop_last:
            return len(self.lengths) // self.batch_size
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size
