"""Predict keypoints for one person crop stored as a uint8 tensor (3, H, W)."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

from posekit.data.skeleton import COCO_KEYPOINTS  # noqa: E402
from posekit.engine import predict_keypoints  # noqa: E402
from posekit.models import build_model  # noqa: E402
from posekit.transforms import Normalize  # noqa: E402
from posekit.utils import load_config  # noqa: E402
from posekit.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--image", required=True)
    ap.add_argument("--flip-test", action="store_true")
    args = ap.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    model.eval()
    img = torch.load(args.image).float() / 255.0
    H, W = cfg["data"]["input_size"]
    sx, sy = img.shape[-1] / W, img.shape[-2] / H
    img = F.interpolate(img.unsqueeze(0), size=(H, W), mode="bilinear", align_corners=False)
    img = Normalize()({"image": img[0]})["image"].unsqueeze(0)
    kps, conf = predict_keypoints(model, img, flip_test=args.flip_test)
    names = COCO_KEYPOINTS[: kps.shape[1]]
    for name, (x, y), c in zip(names, kps[0].tolist(), conf[0].tolist()):
        print(f"{name:>15s}  x={x * sx:7.1f}  y={y * sy:7.1f}  conf={c:.3f}")


if __name__ == "__main__":
    main()
