"""python -m musictag.train --config configs/mtg500.yaml"""
import argparse

import torch

from .data import make_datasets
from .engine import fit
from .model import TagHead
from .utils import load_config, rss_mb, seed_everything


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/mtg500.yaml")
    ap.add_argument("--epochs", type=int, default=None)
    ap.add_argument("--save", default="")
    args = ap.parse_args(argv)
    cfg = load_config(args.config)
    if args.epochs:
        cfg["train"]["epochs"] = args.epochs
    seed_everything(cfg["train"]["seed"])
    train_ds, val_ds = make_datasets(cfg["data"])
    model = TagHead(cfg["data"]["emb_dim"], cfg["data"]["n_tags"], **cfg["model"])
    print(f"{len(train_ds)} train / {len(val_ds)} val clips, {cfg['data']['n_tags']} tags")
    history = fit(model, train_ds, val_ds, cfg["train"], cfg["data"]["n_tags"],
                  on_epoch_end=lambda row: row.update(rss_mb=rss_mb()))
    if args.save:
        torch.save(model.state_dict(), args.save)
    return model, history


if __name__ == "__main__":
    main()
