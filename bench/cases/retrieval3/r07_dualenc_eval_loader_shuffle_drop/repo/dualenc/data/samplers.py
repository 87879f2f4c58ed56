import random

from torch.utils.data import Sampler


class UniqueImageBatchSampler(Sampler):
    """Shuffled batches in which every image index occurs at most once (avoids false negatives
    in the contrastive loss when a dataset lists an image several times)."""

    def __init__(self, image_ids, batch_size, seed=0):
        self.image_ids, self.batch_size, self.seed = list(image_ids), batch_size, seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __iter__(self):
        rng = random.Random(self.seed + self.epoch)
        order = list(range(len(self.image_ids)))
        rng.shuffle(order)
        batch, seen = [], set()
        for i in order:
            if self.image_ids[i] in seen:
                continue
            batch.append(i)
            seen.add(self.image_ids[i])
            if len(batch) == self.batch_size:
                yield batch
                batch, seen = [], set()

    def __len__(self):
        return len(set(self.image_ids)) // self.batch_size
