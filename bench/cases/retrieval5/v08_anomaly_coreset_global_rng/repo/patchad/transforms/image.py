"""Joint image/mask transforms (test-time only: no randomness)."""
import torch
import torch.nn.functional as F


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, image, mask):
        for op in self.ops:
            image, mask = op(image, mask)
        return image, mask


class Resize:
    def __init__(self, size):
        self.size = (size, size) if isinstance(size, int) else tuple(size)

    def __call__(self, image, mask):
        if tuple(image.shape[-2:]) == self.size:
            return image, mask
        image = F.interpolate(image.unsqueeze(0), size=self.size, mode="bilinear", align_corners=False)[0]
        mask = F.interpolate(mask.unsqueeze(0), size=self.size, mode="nearest")[0]
        return image, mask


class Normalize:
    def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
        self.mean = torch.tensor(mean).view(3, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1)

    def __call__(self, image, mask):
        return (image - self.mean) / self.std, mask
