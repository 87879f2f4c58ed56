import functools
import random

from torch.utils.data import Dataset

from .augment import random_crop, random_flip, rescale
from .tiles import render_tile


class TileDataset(Dataset):
    """Random multi-scale crops of procedurally rendered tiles.

    Rendering a tile is slow (several octaves of bicubic noise), so tiles are memoised."""

    def __init__(self, n_tiles, tile_size, crop_size, scale_range=(0.8, 1.25), seed=0,
                 offset=0, train=True):
        self.n_tiles = n_tiles
        self.tile_size = tile_size
        self.crop_size = crop_size
        self.scale_range = tuple(scale_range)
        self.seed = seed
        self.offset = offset
        self.train = train

    def __len__(self):
        return self.n_tiles

    @functools.lru_cache(maxsize=None)
    def _load(self, idx, scale):
        image, mask = render_tile(self.offset + idx, self.tile_size, self.seed)
        if scale != 1.0:
            image, mask = rescale(image, mask, scale)
        return image, mask

    def __getitem__(self, idx):
        if not self.train:
            image, mask = self._load(idx, 1.0)
            c0 = (self.tile_size - self.crop_size) // 2
            return (image[:, c0:c0 + self.crop_size, c0:c0 + self.crop_size],
                    mask[c0:c0 + self.crop_size, c0:c0 + self.crop_size])
        scale = random.uniform(*self.scale_range)
        image, mask = self._load(idx, scale)
        image, mask = random_crop(image, mask, self.crop_size)
        return random_flip(image, mask)
