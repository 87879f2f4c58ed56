import torch


class Compose:
    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, image, mask):
        for t in self.transforms:
            image, mask = t(image, mask)
        return image, mask


class RandomFlip:
    """Flip image and mask together along the given spatial dim."""

    def __init__(self, dim=-1, p=0.5):
        self.dim = dim
        self.p = p

    def __call__(self, image, mask):
        if torch.rand(()) < self.p:
            image = image.flip(self.dim)
            mask = mask.flip(self.dim)
        return image, mask
