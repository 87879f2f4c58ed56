import argparse
import json

from textcls.data import Vocab
from textcls.transforms import build_text_transform


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--train", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--min-freq", type=int, default=2)
    args = ap.parse_args()
    tf = build_text_transform({"clean": ["strip_html"], "lowercase": True})
    with open(args.train) as fh:
        texts = [tf(json.loads(l)["text"]) for l in fh if l.strip()]
    vocab = Vocab.build(texts, args.min_freq)
    vocab.save(args.out)
    print(f"{len(vocab)} tokens -> {args.out}")


if __name__ == "__main__":
    main()
