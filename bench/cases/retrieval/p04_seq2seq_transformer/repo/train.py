"""Train a seq2seq transformer on an algorithmic task.

    python train.py --config configs/sort_rms.yaml
"""
import argparse

import torch

from s2s import config as config_lib
from s2s.data.batching import make_loader
from s2s.data.tasks import TaskDataset
from s2s.data.vocab import DigitVocab
from s2s.model import build_model
from s2s.training.schedule import build_scheduler
from s2s.training.trainer import Seq2SeqTrainer


def build(cfg):
    torch.manual_seed(cfg["train"].get("seed", 0))
    d = cfg["data"]
    vocab = DigitVocab(d["vocab_digits"])
    train_ds = TaskDataset(cfg["task"], d["num_train"], vocab, d["min_len"], d["max_len"], seed=1)
    val_ds = TaskDataset(cfg["task"], d["num_val"], vocab, d["min_len"], d["max_len"], seed=2)
    model = build_model(cfg["model"], len(vocab), vocab.pad_id)
    t = cfg["train"]
    optimizer = torch.optim.AdamW(model.parameters(), lr=t["lr"], betas=(0.9, 0.98),
                                  weight_decay=t.get("weight_decay", 0.01))
    scheduler = build_scheduler(optimizer, t.get("schedule", "inverse_sqrt"), t["warmup_steps"])
    trainer = Seq2SeqTrainer(model, optimizer, scheduler, vocab.pad_id, t.get("label_smoothing", 0.0),
                             t.get("clip_norm"), t.get("log_every", 50))
    return vocab, train_ds, val_ds, model, trainer


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/reverse_base.yaml")
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--max-steps", type=int, default=None)
    p.add_argument("--log-every", type=int, default=None)
    args = p.parse_args(argv)
    cfg = config_lib.load(args.config)
    if args.log_every is not None:
        cfg["train"]["log_every"] = args.log_every
    vocab, train_ds, val_ds, model, trainer = build(cfg)
    print(f"model: {sum(p.numel() for p in model.parameters())} params, norm={cfg['model']['norm']}")
    train_loader = make_loader(train_ds, cfg["train"]["batch_size"], True)
    val_loader = make_loader(val_ds, cfg["train"]["batch_size"], False)
    history = []
    for epoch in range(args.epochs or cfg["train"]["epochs"]):
        for batch in train_loader:
            trainer.train_step(batch)
            if args.max_steps and trainer.step >= args.max_steps:
                break
        stats = trainer.evaluate(val_loader, vocab, decode=False)
        print(f"epoch {epoch} | val loss {stats['loss']:.4f} | tok acc {stats['tok_acc']:.3f}")
        history.append(stats)
        if args.max_steps and trainer.step >= args.max_steps:
            break
    return trainer, history


if __name__ == "__main__":
    main()
