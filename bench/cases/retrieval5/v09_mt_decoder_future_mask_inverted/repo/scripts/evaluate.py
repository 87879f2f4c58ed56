import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from mtlite.data import load_parallel, make_toy_corpus  # noqa: E402
from mtlite.engine import Translator  # noqa: E402
from mtlite.metrics import corpus_bleu  # noqa: E402
from mtlite.utils import load_config  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="BLEU on the test split")
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--beam", type=int, default=None)
    ap.add_argument("--split", default="test")
    args = ap.parse_args()
    cfg = load_config(args.config)
    tr = Translator.from_checkpoint(args.ckpt)
    if args.beam:
        tr.beam = args.beam
    dc = cfg["data"]
    if dc.get("kind") == "synthetic":
        pairs = make_toy_corpus(500, seed=3)
    else:
        pairs = load_parallel(dc["root"], args.split, dc["src_lang"], dc["tgt_lang"])
    hyps = []
    for i in range(0, len(pairs), 64):
        hyps += tr.translate_tokens([s for s, _ in pairs[i:i + 64]])
    print(f"BLEU {corpus_bleu(hyps, [t for _, t in pairs]):.2f} ({len(pairs)} sentences, beam {tr.beam})")


if __name__ == "__main__":
    main()
