import torch
from torch.utils.data import Dataset


class SyntheticPatterns(Dataset):
    """Each class is a random low-frequency 16x16 pattern; samples add shift, contrast jitter and noise."""

    def __init__(self, num_classes=20, per_class=20, image_size=16, noise=0.3, seed=0, class_offset=0, transform=None):
        g = torch.Generator().manual_seed(seed)
        proto_g = torch.Generator().manual_seed(12345 + class_offset)
        self.transform = transform
        protos = torch.nn.functional.interpolate(torch.randn(num_classes, 1, 4, 4, generator=proto_g),
                                                 size=image_size, mode="bilinear", align_corners=False)
        imgs, labels = [], []
        for c in range(num_classes):
            for _ in range(per_class):
                dx, dy = torch.randint(-2, 3, (2,), generator=g).tolist()
                x = torch.roll(protos[c], shifts=(dy, dx), dims=(1, 2))
                x = x * (0.7 + 0.6 * torch.rand(1, generator=g)) + noise * torch.randn(x.shape, generator=g)
                imgs.append(x)
                labels.append(c + class_offset)
        self.images = torch.stack(imgs)
        self.labels = torch.tensor(labels)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        x = self.images[idx]
        if self.transform is not None:
            x = self.transform(x)
        return x, self.labels[idx]
