import argparse
import random

import torch
import yaml

from citegraph import GCN, RunTracker, make_citation_graph, normalized_adjacency
from citegraph.trainer import fit


def set_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/gcn.yaml")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--name", default=None)
    ap.add_argument("--no-save", action="store_true")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    set_seed(args.seed)
    data = make_citation_graph(**cfg["graph"], seed=args.seed)
    adj = normalized_adjacency(data["edges"], len(data["y"]))
    tracker = RunTracker(None if args.no_save else cfg["train"]["run_dir"],
                         args.name or f"gcn_seed{args.seed}", cfg)
    model = GCN(data["x"].shape[1], cfg["model"]["hidden"], cfg["graph"]["n_classes"], cfg["model"]["dropout"])
    t = cfg["train"]
    result = fit(model, data, adj, t["epochs"], t["lr"], t["weight_decay"], tracker)
    tracker.close()
    print(f"seed {args.seed} | final_loss {result['final_loss']:.6f} | best_val {result['best_val']:.4f} "
          f"| test@best_val {result['test_at_best_val']:.4f}")
    return result


if __name__ == "__main__":
    main()
