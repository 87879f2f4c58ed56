"""Train the autoencoder on normal windows, then run detection on the test stream."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import torch  # noqa: E402

from sensorad import load_config  # noqa: E402
from sensorad.engine import build_streams, detect, make_loaders, train_autoencoder  # noqa: E402
from sensorad.models import build_model  # noqa: E402
from sensorad.utils import seed_everything  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/conv_ae.yaml")
    p.add_argument("--no-save", action="store_true")
    p.add_argument("overrides", nargs="*")
    args = p.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg.seed)
    streams = build_streams(cfg)
    loaders = make_loaders(cfg, streams)
    model = build_model(cfg)
    train_autoencoder(model, loaders["train"], epochs=cfg.train.epochs, lr=cfg.train.lr)
    if not args.no_save:
        os.makedirs(cfg.output_dir, exist_ok=True)
        torch.save(model.state_dict(), os.path.join(cfg.output_dir, "model.pt"))
    return detect(cfg, model, loaders)


if __name__ == "__main__":
    main()
