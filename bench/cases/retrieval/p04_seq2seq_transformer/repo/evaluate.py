"""Decode the validation set with greedy or beam search and report exact match / BLEU."""
import argparse

import torch

from s2s.data.batching import make_loader
from s2s.metrics import corpus_bleu, edit_distance, exact_match
from s2s.model.decoding import beam_search, greedy_decode
from train import build


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", required=True)
    p.add_argument("--beam", type=int, default=1)
    p.add_argument("--limit", type=int, default=None)
    args = p.parse_args(argv)
    ck = torch.load(args.ckpt, map_location="cpu", weights_only=False)
    vocab, _, val_ds, model, _ = build(ck["cfg"])
    model.load_state_dict(ck["model"])
    preds, golds = [], []
    for b in make_loader(val_ds, 32, False):
        if args.beam > 1:
            outs = [beam_search(model, s[None][:, : int((s != 0).sum())], beam=args.beam)
                    for s in b["src"]]
        else:
            outs = greedy_decode(model, b["src"], max_len=b["tgt_out"].size(1) + 2).tolist()
        preds += [vocab.decode(o) for o in outs]
        golds += [vocab.decode(g) for g in b["tgt_out"].tolist()]
        if args.limit and len(golds) >= args.limit:
            break
    em = exact_match(preds, golds)
    bleu = corpus_bleu(preds, golds)
    ed = sum(edit_distance(a, b) for a, b in zip(preds, golds)) / max(1, len(golds))
    print(f"exact match {100 * em:.2f} | BLEU {bleu:.2f} | mean edit distance {ed:.3f}")
    return em, bleu


if __name__ == "__main__":
    main()
