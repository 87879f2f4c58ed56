import torch
from torch.utils.data import Dataset


class ShapesDataset(Dataset):
    """Random canvases (varying aspect ratio) with axis-aligned coloured shapes.

    class 0: square-ish, 1: long horizontal bar, 2: blob (ellipse)
    """

    def __init__(self, num_images, classes, min_side=256, max_side=480, seed=0, transforms=None):
        self.num_images = num_images
        self.classes = list(classes)
        self.min_side, self.max_side = min_side, max_side
        self.seed = seed
        self.transforms = transforms

    def __len__(self):
        return self.num_images

    def _draw(self, g):
        h = int(torch.randint(self.min_side, self.max_side + 1, (1,), generator=g))
        w = int(torch.randint(self.min_side, self.max_side + 1, (1,), generator=g))
        img = torch.rand(3, 1, 1, generator=g).expand(3, h, w).clone() * 0.3
        boxes, labels = [], []
        for _ in range(int(torch.randint(1, 5, (1,), generator=g))):
            cls = int(torch.randint(0, len(self.classes), (1,), generator=g))
            bw = int(torch.randint(24, max(25, w // 3), (1,), generator=g))
            bh = bw if cls == 0 else (max(8, bw // 4) if cls == 1 else int(bw * 0.7))
            bh = min(bh, h - 2)
            x0 = int(torch.randint(0, w - bw, (1,), generator=g))
            y0 = int(torch.randint(0, h - bh, (1,), generator=g))
            colour = 0.4 + 0.6 * torch.rand(3, 1, 1, generator=g)
            if cls == 2:
                yy, xx = torch.meshgrid(torch.arange(bh), torch.arange(bw), indexing="ij")
                inside = ((xx - bw / 2) / (bw / 2)) ** 2 + ((yy - bh / 2) / (bh / 2)) ** 2 <= 1
                patch = img[:, y0:y0 + bh, x0:x0 + bw]
                img[:, y0:y0 + bh, x0:x0 + bw] = torch.where(inside, colour.expand_as(patch), patch)
            else:
                img[:, y0:y0 + bh, x0:x0 + bw] = colour
            boxes.append([x0, y0, x0 + bw, y0 + bh])
            labels.append(cls)
        return img, torch.tensor(boxes, dtype=torch.float32), torch.tensor(labels)

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 7919 + idx)
        img, boxes, labels = self._draw(g)
        target = {"boxes": boxes, "labels": labels, "image_id": idx, "orig_size": tuple(img.shape[-2:])}
        if self.transforms is not None:
            img, target = self.transforms(img, target)
        return img, target
