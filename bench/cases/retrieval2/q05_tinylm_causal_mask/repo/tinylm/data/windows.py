import torch
from torch.utils.data import Dataset, Sampler


class BlockDataset(Dataset):
    """Contiguous token stream cut into (input, next-token target) windows."""

    def __init__(self, ids, block_size):
        self.data = torch.as_tensor(ids, dtype=torch.long)
        self.block_size = block_size

    def __len__(self):
        return max(0, self.data.numel() - self.block_size - 1)

    def __getitem__(self, i):
        chunk = self.data[i : i + self.block_size + 1]
        return chunk[:-1], chunk[1:]


class RandomBlockSampler(Sampler):
    """Draw random window starts forever-ish (num_samples per epoch)."""

    def __init__(self, dataset, num_samples, generator=None):
        self.n = len(dataset)
        self.num_samples = num_samples
        self.generator = generator

    def __len__(self):
        return self.num_samples

    def __iter__(self):
        yield from torch.randint(0, self.n, (self.num_samples,), generator=self.generator).tolist()


def split_ids(ids, val_frac):
    n_val = int(len(ids) * val_frac)
    return ids[: len(ids) - n_val], ids[len(ids) - n_val :]
