import json
import os

import torch
from torch.utils.data import Dataset


class CocoTensorDataset(Dataset):
    """COCO-format annotations; each image stored as a uint8 CHW tensor saved with torch.save."""

    def __init__(self, ann_file, image_root, transforms=None, skip_crowd=True):
        with open(ann_file) as fh:
            coco = json.load(fh)
        self.image_root = image_root
        self.transforms = transforms
        self.cat_ids = sorted(c["id"] for c in coco["categories"])
        self.cat_to_label = {c: i for i, c in enumerate(self.cat_ids)}
        self.images = {im["id"]: im for im in coco["images"]}
        self.anns = {im_id: [] for im_id in self.images}
        for ann in coco["annotations"]:
            if skip_crowd and ann.get("iscrowd", 0):
                continue
            self.anns[ann["image_id"]].append(ann)
        self.ids = sorted(i for i in self.images if self.anns[i])

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, idx):
        im_id = self.ids[idx]
        info = self.images[im_id]
        path = os.path.join(self.image_root, os.path.splitext(info["file_name"])[0] + ".pt")
        img = torch.load(path).float() / 255.0
        boxes = torch.tensor([[a["bbox"][0], a["bbox"][1], a["bbox"][0] + a["bbox"][2], a["bbox"][1] + a["bbox"][3]]
                              for a in self.anns[im_id]], dtype=torch.float32)
        labels = torch.tensor([self.cat_to_label[a["category_id"]] for a in self.anns[im_id]])
        target = {"boxes": boxes, "labels": labels, "image_id": im_id, "orig_size": (info["height"], info["width"])}
        if self.transforms is not None:
            img, target = self.transforms(img, target)
        return img, target
