import random

from torch.utils.data import Sampler


class LengthBucketSampler(Sampler):
    def __init__(self, lengths, batch_size, bucket_size=100, shuffle=True, seed=0, drop_last=False):
        self.lengths = list(lengths)
        self.batch_size = batch_size
        self.bucket_size = bucket_size
        self.shuffle = shuffle
        self.seed = seed
        self.drop_last = drop_last
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def _batches(self):
        rng = random.Random(self.seed + self.epoch)
        idx = list(range(len(self.lengths)))
        if self.shuffle:
            rng.shuffle(idx)
        span = self.batch_size * self.bucket_size
        batches = []
        for start in range(0, len(idx), span):
            chunk = sorted(idx[start:start + span], key=lambda i: self.lengths[i])
            for b in range(0, len(chunk), self.batch_size):
                batch = chunk[b:b + self.batch_size]
                if len(batch) < self.batch_size and self.drop_last:
                    continue
                batches.append(batch)
        if self.shuffle:
            rng.shuffle(batches)
        return batches

    def __iter__(self):
        return iter(self._batches())

    def __len__(self):
        return len(self._batches())
