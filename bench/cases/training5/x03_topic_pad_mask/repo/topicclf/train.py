"""python -m topicclf.train [--epochs N ...]"""
import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .config import TrainConfig
from .batching import EncodedDataset, PadCollate
from .corpus import make_corpus
from .evaluate import evaluate
from .model import FastTextClassifier
from .tokenizer import WordTokenizer


def build_data(cfg):
    tr_texts, tr_labels = make_corpus(cfg.n_train, cfg.topics, cfg.seed, cfg.min_len, cfg.max_len)
    va_texts, va_labels = make_corpus(cfg.n_val, cfg.topics, cfg.seed + 1, cfg.min_len, cfg.max_len)
    tok = WordTokenizer.train(tr_texts, cfg.min_freq)
    collate = PadCollate(tok.pad_id)
    train_dl = DataLoader(EncodedDataset(tr_texts, tr_labels, tok), batch_size=cfg.batch_size,
                          shuffle=True, collate_fn=collate)
    val_dl = DataLoader(EncodedDataset(va_texts, va_labels, tok), batch_size=512,
                        collate_fn=collate)
    return tok, train_dl, val_dl


def run(cfg: TrainConfig):
    torch.manual_seed(cfg.seed)
    tok, train_dl, val_dl = build_data(cfg)
    model = FastTextClassifier(len(tok), len(cfg.topics), cfg.embed_dim, cfg.hidden_dim,
                               cfg.dropout, pad_id=tok.pad_id)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
    print(f"vocab {len(tok)} | {len(train_dl.dataset)} train articles | "
          f"{sum(p.numel() for p in model.parameters())} params")
    history = []
    for epoch in range(1, cfg.epochs + 1):
        model.train()
        t0, running, seen = time.time(), 0.0, 0
        for step, (tokens, pad_mask, labels) in enumerate(train_dl, 1):
            loss = F.cross_entropy(model(tokens, pad_mask), labels)
            opt.zero_grad()
            loss.backward()
            opt.step()
            running += loss.item() * len(labels)
            seen += len(labels)
            if step % cfg.log_interval == 0:
                print(f"  [{epoch}] step {step:5d} loss {running / seen:.4f}")
        val = evaluate(model, val_dl, len(cfg.topics))
        history.append({"epoch": epoch, "train_loss": running / seen,
                        "val_loss": val["loss"], "val_acc": val["acc"]})
        print(f"epoch {epoch:2d} train_loss {running / seen:.4f} val_loss {val['loss']:.4f} "
              f"val_acc {val['acc']:.4f} ({time.time() - t0:.1f}s)")
    return model, tok, history


def main(argv=None):
    return run(TrainConfig.from_cli(argv))


if __name__ == "__main__":
    main()
