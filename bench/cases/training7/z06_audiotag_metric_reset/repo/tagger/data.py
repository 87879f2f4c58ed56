import torch
from torch.utils.data import Dataset

from .features import log_compress


class SyntheticClips(Dataset):
    """Each tag is a fixed spectral template (band + temporal modulation); a clip mixes 1-3 tags."""

    def __init__(self, n, n_tags=20, n_mels=32, frames=48, seed=0):
        g = torch.Generator().manual_seed(seed)
        templates = torch.zeros(n_tags, n_mels, 1)
        for k in range(n_tags):
            centre = int(torch.randint(2, n_mels - 2, (1,), generator=g))
            templates[k, centre - 1: centre + 2] = 1.0
            templates[k, (centre * 3) % n_mels] = 0.6
        modulation = (torch.rand(n_tags, 1, frames, generator=g) > 0.4).float()
        self.targets = torch.zeros(n, n_tags)
        specs = 0.3 * torch.rand(n, n_mels, frames, generator=g)
        for i in range(n):
            tags = torch.randperm(n_tags, generator=g)[: int(torch.randint(1, 4, (1,), generator=g))]
            self.targets[i, tags] = 1.0
            gain = 0.5 + torch.rand(len(tags), 1, 1, generator=g)
            specs[i] += (gain * templates[tags] * modulation[tags]).sum(0)
        self.features = log_compress(specs)

    def __len__(self):
        return len(self.targets)

    def __getitem__(self, i):
        return self.features[i], self.targets[i]
