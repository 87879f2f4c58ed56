#!/usr/bin/env python
"""Sample text from a trained checkpoint."""
import argparse

import torch

from tinychar.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--prompt", default="the ")
    ap.add_argument("--max_new_tokens", type=int, default=80)
    ap.add_argument("--temperature", type=float, default=0.8)
    ap.add_argument("--top_k", type=int, default=None)
    ap.add_argument("--top_p", type=float, default=None)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    model, tok, _ = load_checkpoint(args.ckpt)
    g = torch.Generator().manual_seed(args.seed)
    print(model.generate_text(tok, args.prompt, args.max_new_tokens, temperature=args.temperature,
                              top_k=args.top_k, top_p=args.top_p, generator=g))


if __name__ == "__main__":
    main()
