import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from asrlite.config import load_config  # noqa: E402
from asrlite.data import (CharTokenizer, SpeechCollator, SpeechDataset, SyntheticCommands,  # noqa: E402
                          filter_by_duration, read_manifest)
from asrlite.engine import CTCTrainer  # noqa: E402
from asrlite.losses import CTCLoss  # noqa: E402
from asrlite.models import build_model  # noqa: E402
from asrlite.transforms import LogMelFeaturizer, SpecAugment  # noqa: E402
from asrlite.utils import setup_logging  # noqa: E402


def make_dataset(cfg, split, tok, feat, aug):
    path = cfg["data"].get(f"{split}_manifest")
    if path:
        items = filter_by_duration(read_manifest(path), max_s=cfg["data"].get("max_duration", 20.0))
        return SpeechDataset(items, tok, feat, aug)
    return SyntheticCommands(cfg["data"].get(f"synthetic_{split}", 500), tok, feat, seed=0 if split == "train" else 1, augment=aug)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    setup_logging()
    torch.manual_seed(cfg.get("seed", 0))
    tok = CharTokenizer()
    fc = cfg["features"]
    feat = LogMelFeaturizer(fc["sample_rate"], fc["n_fft"], fc["hop_length"], fc["n_mels"])
    aug = SpecAugment(**cfg["specaugment"]) if cfg.get("specaugment") else None
    train_ds = make_dataset(cfg, "train", tok, feat, aug)
    val_ds = make_dataset(cfg, "val", tok, feat, None)
    collate = SpeechCollator()
    tc = cfg["train"]
    train_loader = DataLoader(train_ds, tc["batch_size"], shuffle=True, collate_fn=collate, num_workers=tc.get("workers", 0))
    val_loader = DataLoader(val_ds, tc["batch_size"], collate_fn=collate)
    model = build_model(cfg["model"], fc["n_mels"], len(tok))
    opt = torch.optim.AdamW(model.parameters(), lr=tc["lr"], weight_decay=tc.get("weight_decay", 1e-3))
    total = tc["epochs"] * len(train_loader)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=tc["lr"], total_steps=total, pct_start=tc.get("warmup_pct", 0.1))
    loss_fn = CTCLoss(blank=tok.blank_id)
    CTCTrainer(model, loss_fn, opt, tok, cfg, sched, "cuda" if torch.cuda.is_available() else "cpu").fit(train_loader, val_loader)


if __name__ == "__main__":
    main()
