import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from graphnode.config import load_config  # noqa: E402
from graphnode.data import load_graph, make_node_splits, synthetic_sbm  # noqa: E402
from graphnode.engine import NodeTrainer  # noqa: E402
from graphnode.models import build_model  # noqa: E402
from graphnode.transforms import gcn_norm_adj, row_normalize_features, to_undirected  # noqa: E402
from graphnode.utils import seed_everything  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"], cfg["deterministic"])
    d = cfg["data"]
    g = load_graph(d["root"], d.get("name")) if d.get("root") else synthetic_sbm(seed=cfg["seed"])
    g.edge_index = to_undirected(g.edge_index, g.num_nodes)
    if d.get("normalize_features", True):
        g.x = row_normalize_features(g.x.clamp(min=0)) if d.get("nonneg_features") else g.x
    masks = make_node_splits(g, d.get("train_per_class", 20), d.get("num_val", 500), d.get("num_test", 1000),
                             seed=cfg["seed"])
    model = build_model(cfg["model"], g.x.size(1), g.num_classes)
    structure = gcn_norm_adj(g.edge_index, g.num_nodes) if cfg["model"]["name"] == "gcn" else g.edge_index
    result = NodeTrainer(model, (g.x, structure), g.y, masks, cfg).fit()
    out = cfg["train"].get("out_dir")
    if out:
        os.makedirs(out, exist_ok=True)
        torch.save({"model": model.state_dict(), "config": cfg, "masks": masks, "result": result},
                   os.path.join(out, "best.pt"))


if __name__ == "__main__":
    main()
