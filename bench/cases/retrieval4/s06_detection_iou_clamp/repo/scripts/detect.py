import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from detkit.models import build_model  # noqa: E402
from detkit.transforms import build_transforms  # noqa: E402
from detkit.utils import load_model  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--score", type=float, default=0.3)
    ap.add_argument("images", nargs="+")
    args = ap.parse_args()
    state = load_model(args.ckpt)
    cfg = state["config"]
    model = build_model(cfg).eval()
    model.load_state_dict(state["model"])
    tf = build_transforms(cfg, train=False)
    for path in args.images:
        img = torch.load(path).float()
        img, t = tf(img / 255.0 if img.max() > 1.5 else img, {"boxes": torch.zeros(0, 4), "labels": torch.zeros(0)})
        det = model.predict(img[None], [img.shape[-2:]], score_thresh=args.score)[0]
        sy, sx = t["scale"]
        for b, s, l in zip(det["boxes"], det["scores"], det["labels"]):
            x1, y1, x2, y2 = (b / torch.tensor([sx, sy, sx, sy])).tolist()
            print(f"{path}\t{int(l)}\t{s:.3f}\t{x1:.1f},{y1:.1f},{x2:.1f},{y2:.1f}")


if __name__ == "__main__":
    main()
