"""Score a batch of impressions with a trained CTR model and print a summary."""
import argparse
import time

import torch

from ctr.data import generate_clicks
from ctr.inference import BatchScorer, load_model
from ctr.meters import rss_mb
from ctr.model import WideAndDeep


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("model")
    p.add_argument("--n", type=int, default=500_000, help="impressions to score")
    p.add_argument("--batch-size", type=int, default=4096)
    p.add_argument("--report-every", type=int, default=20)
    p.add_argument("--seed", type=int, default=7)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    model, _ = load_model(args.model, WideAndDeep)
    cats, dense, _ = generate_clicks(args.n, seed=args.seed)
    t0 = time.time()
    memory = []

    def report(i, n):
        memory.append(rss_mb())
        if args.report_every and (i + 1) % args.report_every == 0:
            print(f"batch {i + 1:5d}  rss {memory[-1]:.0f} MB  ({time.time() - t0:.1f}s)")

    probs = BatchScorer(model, args.batch_size, on_batch=report).score(cats, dense)
    buckets = torch.bincount(BatchScorer.bucketize(probs), minlength=6)
    print(f"scored {len(probs)} impressions, mean pCTR {probs.mean().item():.4f}")
    print("bucket counts:", buckets.tolist())
    return probs, memory


if __name__ == "__main__":
    main()
