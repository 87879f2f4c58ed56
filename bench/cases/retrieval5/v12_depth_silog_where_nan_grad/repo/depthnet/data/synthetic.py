"""A toy road scene: ground plane + a few boxes, textured RGB, optional sparse depth."""
import torch
from torch.utils.data import Dataset

from .sparsify import lidar_like_mask


class SyntheticDepthDataset(Dataset):
    def __init__(self, size, height=96, width=320, sparse=True, max_depth=80.0, seed=0, transform=None):
        self.size, self.h, self.w = size, height, width
        self.sparse, self.max_depth, self.seed = sparse, max_depth, seed
        self.transform = transform

    def __len__(self):
        return self.size

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 10007 + idx)
        H, W = self.h, self.w
        rows = torch.arange(H).float().view(H, 1).expand(H, W)
        horizon = H * 0.35
        depth = torch.where(rows > horizon, 3.0 * H / (rows - horizon + 1.0), torch.full_like(rows, self.max_depth))
        depth = depth.clamp(max=self.max_depth)
        rgb = torch.stack([0.3 + 0.4 * (rows / H), 0.3 + 0.2 * torch.rand(H, W, generator=g), 0.5 - 0.3 * (rows / H)])
        for _ in range(int(torch.randint(1, 4, (1,), generator=g))):
            x0 = int(torch.randint(0, W - 40, (1,), generator=g))
            w = int(torch.randint(15, 40, (1,), generator=g))
            y1 = int(torch.randint(int(horizon) + 10, H, (1,), generator=g))
            hgt = int(torch.randint(10, 30, (1,), generator=g))
            z = float(depth[y1 - 1, x0])
            depth[max(y1 - hgt, 0):y1, x0:x0 + w] = z
            rgb[:, max(y1 - hgt, 0):y1, x0:x0 + w] = torch.rand(3, 1, 1, generator=g)
        depth = depth.unsqueeze(0)
        if self.sparse:
            depth = depth * lidar_like_mask(H, W, generator=g).float()
        rgb = rgb.clamp(0, 1)
        if self.transform is not None:
            rgb, depth = self.transform(rgb, depth)
        return {"rgb": rgb, "depth": depth}
