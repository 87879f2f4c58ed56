import torch
from torch.utils.data import Sampler


class BalancedBatchSampler(Sampler):
    """Yields `num_batches` batches of indices, each with round(pos_fraction * batch_size) positives
    (drawn with replacement: there are few of them) and the rest negatives (without replacement
    within an epoch as far as possible).

    Like ``torch.utils.data.RandomSampler``, if no ``generator`` is given the sampler draws its seed
    from torch's global RNG at the start of every epoch, so ``torch.manual_seed`` makes it reproducible.
    """

    def __init__(self, labels, batch_size, num_batches, pos_fraction=0.5, generator=None):
        labels = torch.as_tensor(labels)
        self.pos = torch.nonzero(labels > 0.5).flatten()
        self.neg = torch.nonzero(labels <= 0.5).flatten()
        self.batch_size, self.num_batches = batch_size, num_batches
        self.n_pos = max(1, round(pos_fraction * batch_size))
        self.generator = generator

    def __len__(self):
        return self.num_batches

    def __iter__(self):
        if self.generator is None:
            g = torch.Generator()
            g.seed()
        else:
            g = self.generator
        n_neg = self.batch_size - self.n_pos
        neg_perm = self.neg[torch.randperm(len(self.neg), generator=g)]
        for b in range(self.num_batches):
            pos = self.pos[torch.randint(len(self.pos), (self.n_pos,), generator=g)]
            start = (b * n_neg) % max(1, len(neg_perm) - n_neg)
            neg = neg_perm[start:start + n_neg]
            batch = torch.cat([pos, neg])
            yield batch[torch.randperm(len(batch), generator=g)].tolist()
