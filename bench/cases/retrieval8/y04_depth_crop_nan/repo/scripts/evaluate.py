"""Evaluate a checkpoint on the synthetic validation split."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import torch  # noqa: E402

from tinydepth import build_model, load_config  # noqa: E402
from tinydepth.data import build_dataloader  # noqa: E402
from tinydepth.metrics import DepthMetricAccumulator  # noqa: E402
from tinydepth.utils.checkpoint import load_checkpoint  # noqa: E402


@torch.no_grad()
def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", required=True)
    parser.add_argument("--ckpt", required=True)
    args = parser.parse_args(argv)
    cfg = load_config(args.config)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    model.eval()
    acc = DepthMetricAccumulator(cfg.data.min_depth, cfg.data.max_depth)
    for batch in build_dataloader(cfg, "val"):
        acc.update(model(batch["image"]), batch["depth"])
    for k, v in acc.compute().items():
        print(f"{k:>9s}: {v:.4f}")


if __name__ == "__main__":
    main()
