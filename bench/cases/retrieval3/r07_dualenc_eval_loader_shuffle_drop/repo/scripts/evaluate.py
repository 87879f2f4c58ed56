import argparse
import os

import torch

from dualenc.configs import load_config
from dualenc.data import CaptionDataset, Vocab, build_loader
from dualenc.engine import evaluate
from dualenc.models import build_model
from dualenc.transforms import build_image_transform
from dualenc.utils import get_logger, load_checkpoint, seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--split", default="test")
    args = ap.parse_args()
    cfg = load_config(args.config)
    seed_everything(cfg["seed"], deterministic=True)
    d = cfg["data"]
    vocab = Vocab.load(os.path.join(os.path.dirname(args.ckpt), "vocab.json"))
    ds = CaptionDataset(d["root"], d["ann"], args.split, vocab, build_image_transform(d["image_size"], False),
                        None, d["max_tokens"])
    model = build_model(cfg["model"], len(vocab))
    load_checkpoint(args.ckpt, model)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    evaluate(model.to(device), build_loader(ds, d, args.split), device, get_logger("dualenc.eval"))


if __name__ == "__main__":
    main()
