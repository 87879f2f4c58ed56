import argparse
import os
import sys

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tinylm.config import load_config  # noqa: E402
from tinylm.data import ByteTokenizer, PackedTokenDataset, load_corpus  # noqa: E402
from tinylm.engine import LMTrainer  # noqa: E402
from tinylm.losses import LMLoss  # noqa: E402
from tinylm.models import GPT  # noqa: E402
from tinylm.utils import log_line  # noqa: E402


def param_groups(model, wd):
    decay, no_decay = [], []
    for n, p in model.named_parameters():
        (decay if p.dim() >= 2 else no_decay).append(p)
    return [{"params": decay, "weight_decay": wd}, {"params": no_decay, "weight_decay": 0.0}]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    torch.manual_seed(cfg.seed)
    tok = ByteTokenizer()
    seq = cfg.data.get("seq_len", cfg.model.max_seq_len)
    train = PackedTokenDataset(load_corpus(cfg.data["train"], tok), seq)
    val = PackedTokenDataset(load_corpus(cfg.data["val"], tok), seq) if cfg.data.get("val") else None
    t = cfg.train
    train_loader = DataLoader(train, t.batch_size, shuffle=True, num_workers=t.workers, drop_last=True, pin_memory=True)
    val_loader = DataLoader(val, t.batch_size) if val is not None else None
    model = GPT(cfg.model)
    log_line(f"model params {model.num_params() / 1e6:.1f}M | train tokens {train.tokens.numel()}")
    opt = torch.optim.AdamW(param_groups(model, t.weight_decay), lr=t.lr, betas=(0.9, 0.95))
    device = "cuda" if torch.cuda.is_available() else "cpu"
    LMTrainer(model, LMLoss(z_loss=cfg.data.get("z_loss", 0.0)), opt, cfg, device).fit(train_loader, val_loader)


if __name__ == "__main__":
    main()
