"""Show which words the classifier attends to for each review."""
import argparse

import torch

from reviews.data import pad_batch
from reviews.tokenizer import tokenize
from reviews.utils import load_checkpoint


@torch.no_grad()
def explain(model, vocab, texts):
    seqs = [torch.tensor(vocab.encode(t)) for t in texts]
    tokens, mask = pad_batch(seqs, vocab.pad_id)
    logits, weights = model(tokens, mask, return_attention=True)
    probs = torch.softmax(logits, dim=-1)[:, 1]
    results = []
    for i, text in enumerate(texts):
        words = tokenize(text)
        results.append({"text": text, "p_positive": probs[i].item(),
                        "attention": list(zip(words, weights[i, : len(words)].tolist()))})
    return results


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("ckpt")
    p.add_argument("texts", nargs="+")
    p.add_argument("--top", type=int, default=5)
    args = p.parse_args(argv)
    model, vocab = load_checkpoint(args.ckpt)
    results = explain(model, vocab, args.texts)
    for r in results:
        top = sorted(r["attention"], key=lambda kv: -kv[1])[: args.top]
        print(f"p(pos)={r['p_positive']:.3f}  {r['text']}")
        print("    " + "  ".join(f"{w}:{a:.3f}" for w, a in top))
    return results


if __name__ == "__main__":
    main()
