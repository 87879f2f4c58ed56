import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from torch.utils.data import DataLoader  # noqa: E402

from medcls.data import build_dataset  # noqa: E402
from medcls.engine import evaluate_findings  # noqa: E402
from medcls.models import build_model  # noqa: E402
from medcls.utils import load_config  # noqa: E402
from medcls.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--threshold", type=float, default=None)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    thr = args.threshold if args.threshold is not None else cfg.get("eval", {}).get("threshold", 0.5)
    loader = DataLoader(build_dataset(cfg, "val"), batch_size=128)
    print(json.dumps(evaluate_findings(model, loader, cfg["findings"], thr), indent=2))


if __name__ == "__main__":
    main()
