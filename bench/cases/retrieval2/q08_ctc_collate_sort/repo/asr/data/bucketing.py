import random

from torch.utils.data import Sampler


class LengthBucketSampler(Sampler):
    """Yield batches of indices with similar lengths to reduce padding.

    Lengths are shuffled with small noise so batches differ between epochs.
    """

    def __init__(self, lengths, batch_size, shuffle=True, seed=0):
        self.lengths = list(lengths)
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        rng = random.Random(self.seed + self.epoch)
        keyed = [(length * (1 + 0.1 * rng.random()) if self.shuffle else length, i)
                 for i, length in enumerate(self.lengths)]
        keyed.sort()
        batches = [[i for _, i in keyed[k : k + self.batch_size]] for k in range(0, len(keyed), self.batch_size)]
        if self.shuffle:
            rng.shuffle(batches)
        yield from batches
