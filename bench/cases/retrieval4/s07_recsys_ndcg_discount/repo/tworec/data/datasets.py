import torch
from torch.utils.data import Dataset


class BPRTripletDataset(Dataset):
    def __init__(self, user_pos, sampler):
        self.pairs = [(u, i) for u, items in user_pos.items() for i in items]
        self.sampler = sampler

    def __len__(self):
        return len(self.pairs)

    def __getitem__(self, idx):
        u, i = self.pairs[idx]
        j = self.sampler.sample(u, 1)[0]
        return torch.tensor(u), torch.tensor(i), torch.tensor(j)


class PointwiseDataset(Dataset):
    def __init__(self, user_pos, sampler, neg_ratio=4):
        self.pairs = [(u, i) for u, items in user_pos.items() for i in items]
        self.sampler = sampler
        self.neg_ratio = neg_ratio

    def __len__(self):
        return len(self.pairs) * (1 + self.neg_ratio)

    def __getitem__(self, idx):
        u, i = self.pairs[idx // (1 + self.neg_ratio)]
        if idx % (1 + self.neg_ratio) == 0:
            return torch.tensor(u), torch.tensor(i), torch.tensor(1.0)
        return torch.tensor(u), torch.tensor(self.sampler.sample(u, 1)[0]), torch.tensor(0.0)
