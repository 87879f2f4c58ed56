"""Encode a text file or search it:

    python -m sentemb.cli encode --model runs/mean --input sentences.txt --output emb.pt
    python -m sentemb.cli search --model runs/mean --input sentences.txt "a dog repaired the car"
"""
import argparse

import torch

from .encoder_api import SentenceEncoder
from .index import VectorIndex


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip()]


def main(argv=None):
    p = argparse.ArgumentParser(prog="sentemb")
    sub = p.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("--model", required=True)
    e.add_argument("--input", required=True)
    e.add_argument("--output", required=True)
    e.add_argument("--batch-size", type=int, default=32)
    s = sub.add_parser("search")
    s.add_argument("--model", required=True)
    s.add_argument("--input", required=True)
    s.add_argument("--k", type=int, default=5)
    s.add_argument("query")
    args = p.parse_args(argv)
    model = SentenceEncoder.load(args.model)
    texts = read_lines(args.input)
    if args.cmd == "encode":
        emb = model.encode(texts, args.batch_size)
        torch.save({"texts": texts, "embeddings": emb}, args.output)
        print(f"encoded {len(texts)} sentences -> {args.output}")
        return emb
    index = VectorIndex(model.mcfg["dim"])
    index.add(model.encode(texts), texts)
    hits = index.search(model.encode([args.query]), args.k)[0]
    for text, score in hits:
        print(f"{score:.3f}  {text}")
    return hits


if __name__ == "__main__":
    main()
