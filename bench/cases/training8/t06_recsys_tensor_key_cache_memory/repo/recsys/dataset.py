import torch
from torch.utils.data import Dataset


class PairDataset(Dataset):
    def __init__(self, interactions):
        pairs = torch.tensor(interactions.train_pairs, dtype=torch.long)
        self.users, self.items = pairs[:, 0], pairs[:, 1]

    def __len__(self):
        return len(self.users)

    def __getitem__(self, i):
        return self.users[i], self.items[i]
