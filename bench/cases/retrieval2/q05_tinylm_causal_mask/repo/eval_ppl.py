"""Report held-out perplexity / bits-per-char of a checkpoint on a text file."""
import argparse

from tinylm.data import load_corpus
from tinylm.data.windows import split_ids
from tinylm.evaluate import bits_per_char, perplexity
from tinylm.utils import checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--text", default=None, help="defaults to the val split of the training corpus")
    ap.add_argument("--stride", type=int, default=None)
    args = ap.parse_args()
    model, tok, ck = checkpoint.load(args.ckpt)
    block = model.cfg.block_size
    if args.text:
        with open(args.text, encoding="utf-8") as fh:
            text = fh.read()
        ids = tok.encode(text)
    else:
        cfg = ck["config"]
        text = load_corpus(cfg["data"].get("path"))
        _, ids = split_ids(tok.encode(text), cfg["data"]["val_frac"])
        text = tok.decode(ids)
    ppl = perplexity(model, ids, block, stride=args.stride)
    print(f"tokens {len(ids):,}  ppl {ppl:.3f}  bpc {bits_per_char(model, text, tok, block):.3f}")


if __name__ == "__main__":
    main()
