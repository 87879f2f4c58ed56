"""Write a synthetic HAR dataset (window features + activity label) as CSV.

    python make_data.py --out data
"""
import argparse
import os

import numpy as np

from har.io import write_csv

ACTIVITIES = ("walking", "running", "sitting", "standing", "cycling", "climbing_stairs")
AXES = ("x", "y", "z")
STATS = ("mean", "std", "min", "max", "energy", "zcr")


def simulate(n, seed):
    rng = np.random.default_rng(seed)
    proto = np.random.default_rng(42).normal(size=(len(ACTIVITIES), len(AXES) * len(STATS)))
    y = rng.integers(0, len(ACTIVITIES), size=n)
    x = proto[y] + 0.9 * rng.normal(size=(n, proto.shape[1]))
    x = x * np.tile([1.0, 0.5, 2.0, 2.0, 10.0, 0.1], len(AXES))  # very different scales
    return x, [ACTIVITIES[i] for i in y]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="data")
    ap.add_argument("--n-train", type=int, default=3000)
    ap.add_argument("--n-test", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    names = [f"acc_{a}_{s}" for a in AXES for s in STATS]
    for split, n, seed in (("train", args.n_train, args.seed), ("test", args.n_test, args.seed + 1)):
        x, y = simulate(n, seed)
        write_csv(os.path.join(args.out, f"{split}.csv"), x, y, names)
        print(f"wrote {n} rows to {os.path.join(args.out, split + '.csv')}")


if __name__ == "__main__":
    main()
