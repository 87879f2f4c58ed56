"""Command line entry point.

    python -m textcls.cli train --task sentiment --model lstm --epochs 10
    python -m textcls.cli predict --ckpt runs/lstm.pt "what a wonderful film"
"""
import argparse
import functools
import os
import random

import torch
from torch.utils.data import DataLoader

from .data import EncodedDataset, make_sentiment_corpus, make_topic_corpus
from .data.collate import collate_for
from .data.datasets import split
from .models import MODEL_NAMES, build_model
from .tokenizer import Vocab
from .training.callbacks import BestModelKeeper, EpochLogger
from .training.loop import evaluate, predict, train_epoch
from .training.optim import build_optimizer, linear_warmup_decay


def add_train_args(p):
    p.add_argument("--task", choices=["sentiment", "topic"], default="sentiment")
    p.add_argument("--model", choices=MODEL_NAMES, default="lstm")
    p.add_argument("--num-examples", type=int, default=4000)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--optimizer", default="adam")
    p.add_argument("--emb-dim", type=int, default=64)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--dropout", type=float, default=0.1)
    p.add_argument("--min-freq", type=int, default=1)
    p.add_argument("--max-len", type=int, default=128)
    p.add_argument("--warmup", type=int, default=50)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", default=None)


def make_loaders(args, vocab, train_split, val_split):
    collate = functools.partial(collate_for(args.model), pad_id=vocab.pad_id)
    train_ds = EncodedDataset(*train_split, vocab, max_len=args.max_len)
    val_ds = EncodedDataset(*val_split, vocab, max_len=args.max_len)
    g = torch.Generator().manual_seed(args.seed)
    return (DataLoader(train_ds, batch_size=args.batch_size, shuffle=True, collate_fn=collate,
                       generator=g),
            DataLoader(val_ds, batch_size=2 * args.batch_size, collate_fn=collate))


def run_train(args, log=print):
    random.seed(args.seed)
    torch.manual_seed(args.seed)
    if args.task == "sentiment":
        texts, labels = make_sentiment_corpus(args.num_examples, seed=args.seed)
        num_classes = 2
    else:
        texts, labels = make_topic_corpus(args.num_examples, seed=args.seed)
        num_classes = 4
    train_split, val_split = split(texts, labels, seed=args.seed)
    vocab = Vocab.build(train_split[0], min_freq=args.min_freq)
    train_loader, val_loader = make_loaders(args, vocab, train_split, val_split)
    model = build_model(args.model, len(vocab), num_classes, args.emb_dim, args.hidden,
                        args.dropout, pad_id=vocab.pad_id)
    optimizer = build_optimizer(model, args.optimizer, args.lr)
    scheduler = linear_warmup_decay(optimizer, args.warmup, args.epochs * len(train_loader))
    keeper, logger = BestModelKeeper("acc"), EpochLogger(log)
    history = []
    for epoch in range(args.epochs):
        tr = train_epoch(model, train_loader, optimizer, scheduler)
        va = evaluate(model, val_loader, num_classes)
        logger(epoch, tr, va)
        keeper(epoch, model, va)
        history.append({"train": tr, "val": va})
    keeper.restore(model)
    if args.save:
        os.makedirs(os.path.dirname(args.save) or ".", exist_ok=True)
        torch.save({"model": model.state_dict(), "vocab": vocab.itos, "args": vars(args),
                    "num_classes": num_classes}, args.save)
    return model, vocab, history


def run_predict(args):
    ckpt = torch.load(args.ckpt, map_location="cpu", weights_only=False)
    a = argparse.Namespace(**ckpt["args"])
    vocab = Vocab(specials=())
    for t in ckpt["vocab"]:
        vocab.add(t)
    model = build_model(a.model, len(vocab), ckpt["num_classes"], a.emb_dim, a.hidden, a.dropout,
                        pad_id=vocab.pad_id)
    model.load_state_dict(ckpt["model"])
    probs = predict(model, vocab, args.texts, functools.partial(collate_for(a.model)))
    for t, p in zip(args.texts, probs):
        print(f"{p.argmax().item()}  {p.max().item():.3f}  {t}")
    return probs


def main(argv=None):
    parser = argparse.ArgumentParser(prog="textcls")
    sub = parser.add_subparsers(dest="cmd", required=True)
    add_train_args(sub.add_parser("train"))
    pp = sub.add_parser("predict")
    pp.add_argument("--ckpt", required=True)
    pp.add_argument("texts", nargs="+")
    args = parser.parse_args(argv)
    torch.set_num_threads(min(4, torch.get_num_threads()))
    if args.cmd == "train":
        return run_train(args)
    return run_predict(args)


if __name__ == "__main__":
    main()
