import argparse
import json
import os

import torch

from dualenc.configs import load_config
from dualenc.data import CaptionDataset, Vocab, build_loader
from dualenc.engine import Trainer
from dualenc.losses import build_loss
from dualenc.models import build_model
from dualenc.transforms import CaptionNoise, build_image_transform
from dualenc.utils import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    with open(os.path.join(d["root"], d["ann"])) as fh:
        rows = [json.loads(l) for l in fh if l.strip()]
    vocab = Vocab.build([c for r in rows if r["split"] == "train" for c in r["captions"]], d["vocab_min_freq"])
    os.makedirs(cfg["output_dir"], exist_ok=True)
    vocab.save(os.path.join(cfg["output_dir"], "vocab.json"))
    train_ds = CaptionDataset(d["root"], d["ann"], "train", vocab, build_image_transform(d["image_size"], True),
                              CaptionNoise(), d["max_tokens"])
    val_ds = CaptionDataset(d["root"], d["ann"], "val", vocab, build_image_transform(d["image_size"], False),
                            None, d["max_tokens"])
    model = build_model(cfg["model"], len(vocab))
    device = "cuda" if torch.cuda.is_available() else "cpu"
    Trainer(model, build_loss(cfg["loss"]), build_loader(train_ds, d, "train", cfg["seed"]),
            build_loader(val_ds, d, "val"), cfg, device).fit()


if __name__ == "__main__":
    main()
