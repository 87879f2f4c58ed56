"""Turn user histories into fixed-length, left-padded training sequences for SASRec."""
import torch
from torch.utils.data import Dataset


def left_pad(items, max_len):
    items = [i + 1 for i in items[-max_len:]]
    return [0] * (max_len - len(items)) + items


class NextItemDataset(Dataset):
    """Inputs are history[:-1], targets history[1:] (both shifted by +1, 0 = pad)."""

    def __init__(self, train, max_len=50):
        self.rows = []
        for u, items in train.items():
            if len(items) < 2:
                continue
            self.rows.append((u, left_pad(items[:-1], max_len), left_pad(items[1:], max_len)))

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, k):
        u, x, y = self.rows[k]
        return torch.tensor(u), torch.tensor(x), torch.tensor(y)


def sequence_batch(train, users, max_len=50):
    return torch.tensor([left_pad(train.get(u, []), max_len) for u in users])
