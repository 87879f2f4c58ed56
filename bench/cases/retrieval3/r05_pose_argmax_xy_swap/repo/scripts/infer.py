import argparse
import json

import torch

from posekit.engine import PoseEstimator
from posekit.transforms.photometric import Normalize


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--image", required=True, help="3xHxW float tensor saved with torch.save, values in [0, 1]")
    args = ap.parse_args()
    est = PoseEstimator.from_config(args.config, args.ckpt)
    image, _ = Normalize()(torch.load(args.image), None)
    kps = est.predict(image)[0]
    print(json.dumps([[round(v, 2) for v in row] for row in kps.tolist()]))


if __name__ == "__main__":
    main()
