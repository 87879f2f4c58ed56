#!/usr/bin/env python
"""Print the label histogram of every client: python scripts/partition_stats.py CONFIG [k=v]"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from fedsim.data import build_partition, make_blobs  # noqa: E402
from fedsim.data.stats import label_histogram, summarize_partition  # noqa: E402
from fedsim.utils import load_config  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    d = cfg.data
    train = make_blobs(d.get("num_train", 6000), d.get("num_classes", 10), d.get("dim", 20),
                       d.get("spread", 1.6), seed=d.get("seed", 0))
    labels = train.tensors[1]
    parts = build_partition(cfg, labels)
    hist = label_histogram(parts, labels, d.get("num_classes", 10))
    for c, row in enumerate(hist.tolist()):
        print(f"client {c:03d} n={sum(row):5d} " + " ".join(f"{v:4d}" for v in row))
    print(summarize_partition(parts, labels, d.get("num_classes", 10)))


if __name__ == "__main__":
    main()
