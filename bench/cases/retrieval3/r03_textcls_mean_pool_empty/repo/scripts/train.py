import argparse

import torch
from torch.utils.data import DataLoader

from textcls.configs import load_config
from textcls.data import JsonlTextDataset, PadCollate, Vocab
from textcls.engine import Trainer
from textcls.losses import build_loss
from textcls.models import build_model
from textcls.transforms import build_text_transform
from textcls.utils import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    vocab = Vocab.load(d["vocab"])
    tf = build_text_transform(d)
    add_cls = cfg["model"]["name"] == "transformer"
    train_ds = JsonlTextDataset(d["train"], vocab, d["labels"], tf, d["max_len"], add_cls)
    val_ds = JsonlTextDataset(d["val"], vocab, d["labels"], tf, d["max_len"], add_cls)
    train_dl = DataLoader(train_ds, d["batch_size"], shuffle=True, collate_fn=PadCollate(token_dropout=d["token_dropout"]))
    val_dl = DataLoader(val_ds, d["batch_size"], collate_fn=PadCollate())
    model = build_model(cfg["model"], len(vocab), len(d["labels"]))
    device = "cuda" if torch.cuda.is_available() else "cpu"
    Trainer(model, build_loss(cfg["loss"]), train_dl, val_dl, cfg, len(d["labels"]), device).fit()


if __name__ == "__main__":
    main()
