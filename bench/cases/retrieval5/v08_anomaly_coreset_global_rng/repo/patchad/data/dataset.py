"""MVTec-style folders. Items: {"image", "mask", "label", "name"}."""
import os

import torch
from torch.utils.data import Dataset


class ADFolderDataset(Dataset):
    def __init__(self, root, category, split, transform=None):
        base = os.path.join(root, category)
        self.items = []
        split_dir = os.path.join(base, split)
        for defect in sorted(os.listdir(split_dir)):
            for f in sorted(os.listdir(os.path.join(split_dir, defect))):
                if f.endswith(".pt"):
                    mask = None if defect == "good" else os.path.join(base, "ground_truth", defect, f)
                    self.items.append((os.path.join(split_dir, defect, f), mask, int(defect != "good")))
        self.transform = transform

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        path, mask_path, label = self.items[idx]
        image = torch.load(path).float()
        mask = torch.load(mask_path).float() if mask_path else torch.zeros(1, *image.shape[-2:])
        if self.transform is not None:
            image, mask = self.transform(image, mask)
        return {"image": image, "mask": mask, "label": label, "name": os.path.basename(path)}


def build_datasets(cfg, transform=None):
    from .synthetic import SyntheticTextureDataset

    dc = cfg["data"]
    if dc.get("kind") == "synthetic":
        s = dc.get("image_size", 64)
        return (SyntheticTextureDataset(dc.get("num_train", 60), s, anomaly_prob=0.0, seed=0, transform=transform),
                SyntheticTextureDataset(dc.get("num_test", 40), s, anomaly_prob=0.5, seed=1, transform=transform))
    return (ADFolderDataset(dc["root"], dc["category"], "train", transform),
            ADFolderDataset(dc["root"], dc["category"], "test", transform))
