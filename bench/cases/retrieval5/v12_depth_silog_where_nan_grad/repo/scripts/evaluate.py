import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from torch.utils.data import DataLoader  # noqa: E402

from depthnet.data import build_dataset  # noqa: E402
from depthnet.engine import evaluate  # noqa: E402
from depthnet.models import build_model  # noqa: E402
from depthnet.transforms import build_transforms  # noqa: E402
from depthnet.utils import load_config  # noqa: E402
from depthnet.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    loader = DataLoader(build_dataset(cfg, "val", build_transforms(cfg, False)), batch_size=4)
    dc = cfg["data"]
    res = evaluate(model, loader, dc.get("min_depth", 1e-3), dc.get("max_depth", 80.0))
    print(" ".join(f"{k} {v:.4f}" for k, v in res.items()))


if __name__ == "__main__":
    main()
