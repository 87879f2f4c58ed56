from torch.utils.data import Dataset


class PointClouds(Dataset):
    def __init__(self, clouds, labels, transform=None):
        self.clouds, self.labels, self.transform = clouds, labels, transform

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        pts = self.clouds[i]
        if self.transform is not None:
            pts = self.transform(pts)
        return pts, self.labels[i]
