"""Batch samplers that group images of similar width to limit padding."""
import random

from torch.utils.data import Sampler


class BucketBySizeSampler(Sampler):
    """Puts every index into a width bucket (width // bucket_width) and yields batches drawn
    from a single bucket. Batch order is shuffled every epoch."""

    def __init__(self, widths, batch_size, bucket_width=16, shuffle=True, drop_last=False, seed=0):
        self.widths = list(widths)
        self.batch_size = batch_size
        self.bucket_width = bucket_width
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def buckets(self):
        out = {}
        for i, w in enumerate(self.widths):
            out.setdefault(w // self.bucket_width, []).append(i)
        return out

    def _batches(self):
        rng = random.Random(self.seed + self.epoch)
        batches = []
        for key in sorted(self.buckets()):
            idxs = self.buckets()[key]
            if self.shuffle:
                rng.shuffle(idxs)
            start = 0
            while start < len(idxs):
                batch = idxs[start:start + self.batch_size]
                if len(batch) < self.batch_size and self.drop_last:
                    continue
                batches.append(batch)
                start += self.batch_size
        if self.shuffle:
            rng.shuffle(batches)
        return batches

    def __iter__(self):
        return iter(self._batches())

    def __len__(self):
        total = 0
        for idxs in self.buckets().values():
            full, rest = divmod(len(idxs), self.batch_size)
            total += full + (1 if rest and not self.drop_last else 0)
        return total


class MaxTokensSampler(Sampler):
    """Variable batch size: as many lines as fit into max_pixels after padding."""

    def __init__(self, widths, max_pixels, height=16, shuffle=True, seed=0):
        self.widths = list(widths)
        self.max_pixels = max_pixels
        self.height = height
        self.shuffle = shuffle
        self.seed = seed

    def __iter__(self):
        order = sorted(range(len(self.widths)), key=lambda i: self.widths[i])
        batches, cur, cur_w = [], [], 0
        for i in order:
            w = max(cur_w, self.widths[i])
            if cur and w * self.height * (len(cur) + 1) > self.max_pixels:
                batches.append(cur)
                cur, w = [], self.widths[i]
            cur.append(i)
            cur_w = w
        if cur:
            batches.append(cur)
        if self.shuffle:
            random.Random(self.seed).shuffle(batches)
        return iter(batches)


class ShardedBatchSampler(Sampler):
    """Wraps a batch sampler for multi-process training: rank r takes every world_size-th batch.
    The batch list is padded by repetition so that every rank gets the same number of steps."""

    def __init__(self, batch_sampler, rank=0, world_size=1):
        self.inner = batch_sampler
        self.rank = rank
        self.world_size = world_size

    def set_epoch(self, epoch):
        if hasattr(self.inner, "set_epoch"):
            self.inner.set_epoch(epoch)

    def __iter__(self):
        batches = list(self.inner)
        if not batches:
            return iter([])
        per_rank = -(-len(batches) // self.world_size)
        while len(batches) < per_rank * self.world_size:
            batches.append(batches[len(batches) % max(1, len(batches))])
        return iter(batches[self.rank::self.world_size])

    def __len__(self):
        return -(-len(self.inner) // self.world_size)
