from torch.utils.data import Dataset


class FlowDataset(Dataset):
    """Applies a joint transform to ``{"img1", "img2", "flow"}`` samples."""

    def __init__(self, source, transform=None):
        self.source = source
        self.transform = transform

    def __len__(self):
        return len(self.source)

    def __getitem__(self, idx):
        sample = dict(self.source[idx])
        if self.transform is not None:
            sample = self.transform(sample)
        return sample
