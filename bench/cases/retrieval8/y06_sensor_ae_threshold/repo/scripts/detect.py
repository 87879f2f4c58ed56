"""Run detection with a trained checkpoint (threshold re-fit on the val stream)."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import torch  # noqa: E402

from sensorad import load_config  # noqa: E402
from sensorad.engine import build_streams, detect, make_loaders  # noqa: E402
from sensorad.models import build_model  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/conv_ae.yaml")
    p.add_argument("--ckpt", required=True)
    p.add_argument("overrides", nargs="*")
    args = p.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    model = build_model(cfg)
    model.load_state_dict(torch.load(args.ckpt, map_location="cpu"))
    loaders = make_loaders(cfg, build_streams(cfg))
    print(detect(cfg, model, loaders))


if __name__ == "__main__":
    main()
