import argparse

import torch

from tinylm.sampling import make_sampler
from tinylm.utils import checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--prompt", default="\n")
    ap.add_argument("-n", "--num-tokens", type=int, default=200)
    ap.add_argument("--temperature", type=float, default=0.8)
    ap.add_argument("--top-k", type=int, default=None)
    ap.add_argument("--top-p", type=float, default=None)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    model, tok, ck = checkpoint.load(args.ckpt)
    g = torch.Generator().manual_seed(args.seed)
    sampler = make_sampler(args.temperature, args.top_k, args.top_p, generator=g)
    idx = torch.tensor([tok.encode(args.prompt)])
    out = model.generate(idx, args.num_tokens, sampler)[0].tolist()
    print(f"# step {ck['step']}, best val {ck['best_val']:.4f}")
    print(tok.decode(out))


if __name__ == "__main__":
    main()
