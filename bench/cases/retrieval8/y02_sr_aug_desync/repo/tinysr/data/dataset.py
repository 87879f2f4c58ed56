"""Datasets producing (lr, hr) pairs."""
from torch.utils.data import Dataset

from .degrade import bicubic_down, mod_crop
from .transforms import paired_augment, paired_random_crop


class PatchDataset(Dataset):
    """Random LR/HR training patches drawn from a pool of HR images.

    ``length`` sets how many samples make one epoch; each sample picks an
    image (cycling through the pool) and a random patch inside it.
    """

    def __init__(self, hr_images, scale, patch_size, augment=None, length=None):
        self.scale = scale
        self.patch_size = patch_size
        self.augment = augment or {}
        self.hr = [mod_crop(img, scale) for img in hr_images]
        self.lr = [bicubic_down(img, scale) for img in self.hr]
        self.length = length or len(self.hr)

    def __len__(self):
        return self.length

    def __getitem__(self, idx):
        i = idx % len(self.hr)
        lr, hr = paired_random_crop(self.lr[i], self.hr[i], self.patch_size, self.scale)
        if self.augment:
            lr, hr = paired_augment(
                lr,
                hr,
                use_hflip=self.augment.get("hflip", True),
                use_vflip=self.augment.get("vflip", True),
                use_rot=self.augment.get("rot90", True),
            )
        return lr, hr


class FullImageDataset(Dataset):
    """Whole validation images, no cropping or augmentation."""

    def __init__(self, hr_images, scale):
        self.scale = scale
        self.hr = [mod_crop(img, scale) for img in hr_images]
        self.lr = [bicubic_down(img, scale) for img in self.hr]

    def __len__(self):
        return len(self.hr)

    def __getitem__(self, idx):
        return self.lr[idx], self.hr[idx]
