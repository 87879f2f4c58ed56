import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from torch.utils.data import DataLoader  # noqa: E402

from vidact.data import build_dataset, build_sampler  # noqa: E402
from vidact.engine import evaluate_multiclip  # noqa: E402
from vidact.models import build_model  # noqa: E402
from vidact.transforms import build_transforms  # noqa: E402
from vidact.utils import load_config  # noqa: E402
from vidact.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    ds = build_dataset(cfg, "val", build_sampler(cfg, False), build_transforms(cfg, False))
    res = evaluate_multiclip(model, DataLoader(ds, batch_size=4), cfg["data"]["num_classes"])
    print(" ".join(f"{k} {v:.4f}" for k, v in res.items()))


if __name__ == "__main__":
    main()
