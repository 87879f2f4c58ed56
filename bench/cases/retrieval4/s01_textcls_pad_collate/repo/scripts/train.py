import argparse

import torch
from torch.utils.data import DataLoader

from _common import build_datasets
from sentiq.config import load_config
from sentiq.data import LengthBucketSampler, PadCollator
from sentiq.engine import Trainer
from sentiq.losses import build_loss
from sentiq.models import build_model
from sentiq.utils import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"])
    train_ds, val_ds, vocab = build_datasets(cfg)
    collate = PadCollator(vocab.pad_id, max_len=cfg["data"]["max_len"])
    bs = cfg["train"]["batch_size"]
    sampler = LengthBucketSampler(train_ds.lengths(), bs, seed=cfg["seed"])
    train_loader = DataLoader(train_ds, batch_sampler=sampler, collate_fn=collate)
    val_loader = DataLoader(val_ds, batch_size=bs, shuffle=False, collate_fn=collate)
    n_cls = len(cfg["data"]["labels"])
    model = build_model(cfg["model"], len(vocab), n_cls, vocab.pad_id)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["train"]["lr"], weight_decay=cfg["train"]["weight_decay"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    trainer = Trainer(model, build_loss(cfg["loss"]), opt, vocab, cfg, device)
    trainer.fit(train_loader, val_loader, n_cls)


if __name__ == "__main__":
    main()
