import argparse
import time

import torch
import yaml

from protfeat import CompositionMLP, featurize_parallel, sample_sequences
from protfeat.trainer import train


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/enzymes.yaml")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    d, fcfg, t = cfg["data"], cfg["features"], cfg["train"]
    torch.manual_seed(d["seed"])
    seqs, labels = sample_sequences(d["n_sequences"], d["min_len"], d["max_len"], seed=d["seed"])
    print(f"featurizing {len(seqs)} sequences (k={fcfg['k']}, {fcfg['workers']} workers) ...", flush=True)
    t0 = time.perf_counter()
    X = featurize_parallel(seqs, fcfg["k"], fcfg["workers"])
    print(f"features {tuple(X.shape)} in {time.perf_counter() - t0:.1f}s", flush=True)
    y = torch.tensor(labels)
    n_val = int(len(y) * d["val_fraction"])
    model = CompositionMLP(X.shape[1], 6, cfg["model"]["hidden"], cfg["model"]["dropout"])
    return train(model, X[n_val:], y[n_val:], X[:n_val], y[:n_val], t["epochs"], t["batch_size"], t["lr"])


if __name__ == "__main__":
    main()
