import argparse

import torch

from textcls.configs import load_config
from textcls.data import PadCollate, Vocab
from textcls.models import build_model
from textcls.transforms import build_text_transform
from textcls.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("texts", nargs="+")
    args = ap.parse_args()
    cfg = load_config(args.config)
    d = cfg["data"]
    vocab = Vocab.load(d["vocab"])
    tf = build_text_transform(d)
    model = build_model(cfg["model"], len(vocab), len(d["labels"]))
    load_checkpoint(args.ckpt, model)
    model.eval()
    add_cls = cfg["model"]["name"] == "transformer"
    batch = [(vocab.encode(tf(t), d["max_len"], add_cls), 0) for t in args.texts]
    ids, mask, _ = PadCollate()(batch)
    with torch.no_grad():
        probs = model(ids, mask).softmax(-1)
    for t, p in zip(args.texts, probs):
        print(f"{d['labels'][p.argmax().item()]}\t{p.max().item():.3f}\t{t[:60]}")


if __name__ == "__main__":
    main()
