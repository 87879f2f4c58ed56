import torch
from torch.utils.data import Dataset


class LoanDataset(Dataset):
    def __init__(self, x_num, x_cat, y):
        assert len(x_num) == len(x_cat) == len(y)
        self.x_num = x_num
        self.x_cat = x_cat
        self.y = torch.as_tensor(y, dtype=torch.float32)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.x_num[i], self.x_cat[i], self.y[i]

    @property
    def positive_rate(self):
        return float(self.y.mean())
