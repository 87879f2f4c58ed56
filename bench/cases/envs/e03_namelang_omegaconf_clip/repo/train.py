"""Train the name-language classifier.

    python train.py --config conf/default.yaml [key=value ...]
"""
import argparse

import torch
from omegaconf import OmegaConf
from torch.utils.data import DataLoader

from namelang.config import load_config
from namelang.data import LANGUAGES, NameDataset, collate, make_names
from namelang.engine import evaluate, train_one_epoch
from namelang.model import NameClassifier


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="conf/default.yaml")
    ap.add_argument("overrides", nargs="*", help="OmegaConf dotlist, e.g. train.lr=0.01")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    print(OmegaConf.to_yaml(cfg))

    torch.manual_seed(cfg.seed)
    items = make_names(cfg.data.n_per_language, seed=cfg.seed)
    n_val = int(len(items) * cfg.data.val_fraction)
    max_len = cfg.data.get("max_len", 16)
    train_ds, val_ds = NameDataset(items[n_val:], max_len), NameDataset(items[:n_val], max_len)
    train_loader = DataLoader(train_ds, batch_size=cfg.train.batch_size, shuffle=True,
                              collate_fn=collate)
    val_loader = DataLoader(val_ds, batch_size=256, collate_fn=collate)

    model = NameClassifier(len(LANGUAGES), **cfg.model)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.train.lr)
    history = []
    for epoch in range(1, cfg.train.epochs + 1):
        tr = train_one_epoch(model, train_loader, optimizer, cfg.train)
        va = evaluate(model, val_loader)
        history.append({"epoch": epoch, "train_loss": tr["loss"], "train_acc": tr["acc"],
                        "val_loss": va["loss"], "val_acc": va["acc"]})
        print(f"epoch {epoch:2d}  train loss {tr['loss']:.4f} acc {tr['acc']:.3f}  "
              f"val loss {va['loss']:.4f} acc {va['acc']:.3f}")
    return model, history


if __name__ == "__main__":
    main()
