import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from pointcls.config import load_config  # noqa: E402
from pointcls.data import build_dataset  # noqa: E402
from pointcls.engine import evaluate  # noqa: E402
from pointcls.models import build_model  # noqa: E402
from pointcls.transforms import build_transforms  # noqa: E402
from pointcls.utils import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--votes", type=int, default=1)
    args = ap.parse_args()
    cfg = load_config(args.config)
    nc = cfg["data"]["num_classes"]
    model = build_model(cfg["model"], nc)
    model.load_state_dict(load_checkpoint(args.ckpt)["model"])
    tf = build_transforms(cfg, train=args.votes > 1)
    ds = build_dataset(cfg, "test", tf)
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    m = evaluate(model.to(device), DataLoader(ds, 32), nc, device, votes=args.votes)
    print(f"OA {m['oa']:.4f}  mAcc {m['macc']:.4f}")


if __name__ == "__main__":
    main()
