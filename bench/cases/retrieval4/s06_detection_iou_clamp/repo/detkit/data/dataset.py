import json
import os

import torch
from torch.utils.data import Dataset


class JsonlDetectionDataset(Dataset):
    def __init__(self, ann_file, image_root, transform=None):
        with open(ann_file) as f:
            self.records = [json.loads(l) for l in f if l.strip()]
        self.image_root = image_root
        self.transform = transform

    def __len__(self):
        return len(self.records)

    def __getitem__(self, idx):
        r = self.records[idx]
        img = torch.load(os.path.join(self.image_root, r["image"])).float()
        if img.max() > 1.5:
            img = img / 255.0
        target = {
            "boxes": torch.tensor(r["boxes"], dtype=torch.float32).reshape(-1, 4),
            "labels": torch.tensor(r["labels"], dtype=torch.long),
            "image_id": idx,
        }
        if self.transform is not None:
            img, target = self.transform(img, target)
        return img, target


class SyntheticBoxes(Dataset):
    def __init__(self, n, num_classes=3, size=(256, 320), seed=0, transform=None):
        self.n = n
        self.num_classes = num_classes
        self.size = size
        self.seed = seed
        self.transform = transform

    def __len__(self):
        return self.n

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 65537 + idx)
        h, w = self.size
        img = torch.rand(3, h, w, generator=g) * 0.1
        boxes, labels = [], []
        for _ in range(int(torch.randint(1, 5, (1,), generator=g))):
            bw, bh = [int(v) for v in torch.randint(20, 80, (2,), generator=g)]
            x1 = int(torch.randint(0, w - bw, (1,), generator=g))
            y1 = int(torch.randint(0, h - bh, (1,), generator=g))
            c = int(torch.randint(0, self.num_classes, (1,), generator=g))
            img[c, y1:y1 + bh, x1:x1 + bw] += 0.8
            boxes.append([x1, y1, x1 + bw, y1 + bh])
            labels.append(c)
        target = {"boxes": torch.tensor(boxes, dtype=torch.float32), "labels": torch.tensor(labels), "image_id": idx}
        if self.transform is not None:
            img, target = self.transform(img, target)
        return img, target
