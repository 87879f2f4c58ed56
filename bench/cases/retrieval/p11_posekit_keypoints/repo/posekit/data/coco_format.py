"""Read/write single-person keypoint annotations in a COCO-like JSON layout."""
import json

import torch

from .. import KEYPOINTS, SKELETON


def to_coco(images, keypoints, visible, file_names=None):
    """images: list of (H, W); keypoints (N, K, 2); visible (N, K)."""
    out = {"images": [], "annotations": [],
           "categories": [{"id": 1, "name": "person", "keypoints": KEYPOINTS,
                           "skeleton": [[a + 1, b + 1] for a, b in SKELETON]}]}
    for i, ((h, w), kps, vis) in enumerate(zip(images, keypoints, visible)):
        out["images"].append({"id": i, "height": h, "width": w,
                              "file_name": file_names[i] if file_names else f"{i:06d}.pgm"})
        flat = []
        for (x, y), v in zip(kps.tolist(), vis.tolist()):
            flat += [round(x, 2), round(y, 2), 2 if v else 0]
        xs, ys = kps[:, 0], kps[:, 1]
        bbox = [xs.min().item(), ys.min().item(), (xs.max() - xs.min()).item(), (ys.max() - ys.min()).item()]
        out["annotations"].append({"id": i, "image_id": i, "category_id": 1, "keypoints": flat,
                                   "num_keypoints": int(vis.sum()), "bbox": bbox,
                                   "area": bbox[2] * bbox[3]})
    return out


def from_coco(obj):
    sizes = {im["id"]: (im["height"], im["width"]) for im in obj["images"]}
    items = []
    for ann in obj["annotations"]:
        k = torch.tensor(ann["keypoints"], dtype=torch.float32).view(-1, 3)
        items.append({"size": sizes[ann["image_id"]], "keypoints": k[:, :2], "visible": (k[:, 2] > 0).float()})
    return items


def save(path, obj):
    with open(path, "w") as f:
        json.dump(obj, f)


def load(path):
    with open(path) as f:
        return from_coco(json.load(f))
