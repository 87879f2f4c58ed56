import json
import os

import torch
from torch.utils.data import Dataset

from posekit.data.targets import render_gaussian_heatmaps


class KeypointDataset(Dataset):
    """Each item: image crop tensor file + keypoints [K, 3] (x, y, visibility) in crop pixels."""

    def __init__(self, root, ann_file, num_joints, input_size, stride=4, sigma=2.0, transform=None):
        with open(os.path.join(root, ann_file)) as fh:
            self.items = json.load(fh)
        self.root, self.num_joints = root, num_joints
        self.input_size, self.stride, self.sigma = input_size, stride, sigma
        self.transform = transform

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        it = self.items[i]
        image = torch.load(os.path.join(self.root, it["file"]))
        kps = torch.tensor(it["keypoints"], dtype=torch.float32).view(self.num_joints, 3)
        if self.transform is not None:
            image, kps = self.transform(image, kps)
        hm_size = (self.input_size[0] // self.stride, self.input_size[1] // self.stride)
        heatmaps, weights = render_gaussian_heatmaps(kps, hm_size, self.stride, self.sigma)
        meta = {"center": torch.tensor(it.get("center", [self.input_size[1] / 2, self.input_size[0] / 2])),
                "scale": torch.tensor(it.get("scale", [self.input_size[1], self.input_size[0]]), dtype=torch.float32),
                "keypoints": kps, "bbox_size": torch.tensor(float(max(self.input_size)))}
        return image, heatmaps, weights, meta
