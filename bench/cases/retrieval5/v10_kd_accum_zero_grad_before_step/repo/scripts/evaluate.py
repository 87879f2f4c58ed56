import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from torch.utils.data import DataLoader  # noqa: E402

from distilkit.data import build_dataset  # noqa: E402
from distilkit.engine import evaluate  # noqa: E402
from distilkit.models import build_model  # noqa: E402
from distilkit.transforms import build_transforms  # noqa: E402
from distilkit.utils import load_config  # noqa: E402
from distilkit.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--teacher-ckpt", default=None)
    args = ap.parse_args()
    cfg = load_config(args.config)
    nc = cfg["data"]["num_classes"]
    model = build_model(cfg["model"], nc)
    load_checkpoint(args.ckpt, model)
    teacher = None
    if args.teacher_ckpt:
        teacher = build_model(cfg["teacher"], nc)
        load_checkpoint(args.teacher_ckpt, teacher)
        teacher.eval()
    loader = DataLoader(build_dataset(cfg, "val", build_transforms(False)), batch_size=256)
    print(" ".join(f"{k} {v:.4f}" for k, v in evaluate(model, loader, teacher).items()))


if __name__ == "__main__":
    main()
