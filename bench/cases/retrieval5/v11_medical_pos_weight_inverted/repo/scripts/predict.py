import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

from medcls.data.intensity import normalize_intensity  # noqa: E402
from medcls.models import build_model  # noqa: E402
from medcls.utils import load_config  # noqa: E402
from medcls.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("images", nargs="+")
    args = ap.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    model.eval()
    size = cfg["data"].get("image_size", 64)
    for p in args.images:
        img = normalize_intensity(torch.load(p).float())
        img = F.interpolate(img.view(1, 1, *img.shape[-2:]), size=(size, size), mode="bilinear", align_corners=False)
        with torch.no_grad():
            prob = torch.sigmoid(model(img))[0]
        print(p, " ".join(f"{f}={v:.3f}" for f, v in zip(cfg["findings"], prob.tolist())))


if __name__ == "__main__":
    main()
