"""MLM pretraining on epitopes.

    python train.py --config config.json
    python train.py --config config.json --batch-size 32 --max-steps 2000 --mask-prob 0.1
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader

from peptlm.data import MaskingCollator, PeptideDataset, sample_epitopes
from peptlm.model import PeptideEncoder
from peptlm.trainer import Pretrainer


def load_config(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.json")
    ap.add_argument("--batch-size", type=int, dest="batch_size")
    ap.add_argument("--max-steps", type=int, dest="max_steps")
    ap.add_argument("--mask-prob", type=float, dest="mask_prob")
    ap.add_argument("--lr", type=float)
    ap.add_argument("--n-peptides", type=int, dest="n_peptides")
    ap.add_argument("--log-every", type=int, dest="log_every")
    ap.add_argument("--seed", type=int)
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = json.load(f)
    cfg.update({k: v for k, v in vars(args).items() if v is not None and k != "config"})
    return cfg


def main(argv=None):
    cfg = load_config(argv)
    torch.manual_seed(cfg["seed"])
    peptides = sample_epitopes(cfg["n_peptides"], cfg["min_len"], cfg["max_len"], seed=cfg["seed"])
    n_val = max(256, len(peptides) // 50)
    collate = MaskingCollator(cfg["mask_prob"])
    train_loader = DataLoader(PeptideDataset(peptides[n_val:]), batch_size=cfg["batch_size"],
                              shuffle=True, collate_fn=collate)
    val_loader = DataLoader(PeptideDataset(peptides[:n_val]), batch_size=256, collate_fn=collate)

    model = PeptideEncoder(cfg["d_model"], cfg["nhead"], cfg["layers"], cfg["ff"], cfg["dropout"])
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=0.01)
    warmup = max(1, min(cfg["warmup_steps"], cfg["max_steps"] // 10))
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: min(1.0, (s + 1) / warmup))
    trainer = Pretrainer(model, optimizer, scheduler, log_every=cfg["log_every"])
    print(f"{len(train_loader.dataset)} peptides, batch {cfg['batch_size']}, "
          f"mask_prob {cfg['mask_prob']}")
    losses = trainer.train(train_loader, cfg["max_steps"])
    acc = trainer.evaluate(val_loader)
    print(f"masked-token accuracy on held-out peptides: {acc:.3f}")
    return trainer, losses, acc


if __name__ == "__main__":
    main()
