"""Optional light augmentation for the blob images (off by default)."""
import torch


class RandomShift:
    """Circularly shift the image by up to `max_shift` pixels in x and y."""

    def __init__(self, max_shift=2, generator=None):
        self.max_shift = max_shift
        self.generator = generator

    def __call__(self, x):
        if self.max_shift <= 0:
            return x
        dy, dx = torch.randint(-self.max_shift, self.max_shift + 1, (2,),
                               generator=self.generator).tolist()
        return torch.roll(x, shifts=(dy, dx), dims=(-2, -1))


class RandomFlip:
    def __init__(self, p=0.5, generator=None):
        self.p = p
        self.generator = generator

    def __call__(self, x):
        if torch.rand((), generator=self.generator) < self.p:
            return x.flip(-1)
        return x


class AugmentedView(torch.utils.data.Dataset):
    """Wrap a dataset and apply a list of transforms on access."""

    def __init__(self, base, transforms):
        self.base = base
        self.transforms = list(transforms)

    def __len__(self):
        return len(self.base)

    def __getitem__(self, idx):
        x = self.base[idx]
        for t in self.transforms:
            x = t(x)
        return x
