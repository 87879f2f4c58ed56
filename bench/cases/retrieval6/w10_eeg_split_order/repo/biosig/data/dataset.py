from torch.utils.data import Dataset


class WindowDataset(Dataset):
    def __init__(self, x, y, subjects, transform=None):
        assert len(x) == len(y) == len(subjects)
        self.x = x
        self.y = y
        self.subjects = list(subjects)
        self.transform = transform

    def __len__(self):
        return len(self.y)

    def __getitem__(self, idx):
        x = self.x[idx]
        if self.transform is not None:
            x = self.transform(x)
        return x, self.y[idx], idx

    @property
    def subject_set(self):
        return sorted(set(self.subjects))
