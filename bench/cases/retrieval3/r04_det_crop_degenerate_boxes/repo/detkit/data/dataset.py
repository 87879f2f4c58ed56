import json
import os

import torch
from torch.utils.data import Dataset


class JsonDetectionDataset(Dataset):
    def __init__(self, root, ann_file, transform=None):
        with open(os.path.join(root, ann_file)) as fh:
            self.items = json.load(fh)["images"]
        self.root = root
        self.transform = transform

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        it = self.items[i]
        image = torch.load(os.path.join(self.root, "images", it["file"]))
        target = {"boxes": torch.tensor(it["boxes"], dtype=torch.float32).reshape(-1, 4),
                  "labels": torch.tensor(it["labels"], dtype=torch.long), "id": i}
        if self.transform is not None:
            image, target = self.transform(image, target)
        return image, target
