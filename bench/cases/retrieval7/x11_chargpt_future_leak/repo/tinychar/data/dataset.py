"""Windowed next-character dataset."""
import torch


def train_val_split(ids, val_fraction=0.1):
    n = int(len(ids) * (1.0 - val_fraction))
    return ids[:n], ids[n:]


class CharDataset:
    """Random contiguous windows of ``block_size + 1`` tokens."""

    def __init__(self, ids, block_size):
        self.data = torch.as_tensor(ids, dtype=torch.long)
        self.block_size = int(block_size)
        if len(self.data) <= self.block_size:
            raise ValueError("corpus shorter than block_size")

    def __len__(self):
        return len(self.data) - self.block_size

    def __getitem__(self, i):
        chunk = self.data[i:i + self.block_size + 1]
        return chunk[:-1], chunk[1:]

    def get_batch(self, batch_size, generator=None):
        starts = torch.randint(len(self), (batch_size,), generator=generator)
        x = torch.stack([self.data[s:s + self.block_size] for s in starts.tolist()])
        y = torch.stack([self.data[s + 1:s + 1 + self.block_size] for s in starts.tolist()])
        return x, y
