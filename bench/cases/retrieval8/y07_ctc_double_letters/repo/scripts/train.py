#!/usr/bin/env python
import argparse
import os

from hwr.builders import build_codec, build_datasets, build_loaders
from hwr.config import load_config
from hwr.engine.trainer import Trainer
from hwr.models.crnn import build_model
from hwr.utils.checkpoint import save_checkpoint
from hwr.utils.seed import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/crnn_small.yaml")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"])
    codec = build_codec(cfg)
    train, val = build_datasets(cfg, codec)
    model = build_model(cfg, codec.num_classes)
    tl, vl = build_loaders(cfg, train, val, width_multiple=model.backbone.width_stride)
    trainer = Trainer(model, codec, cfg)
    trainer.fit(tl, vl, cfg["train"]["epochs"])
    save_checkpoint(os.path.join(cfg["out_dir"], "last.pt"), model, cfg)


if __name__ == "__main__":
    main()
