import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from graphnode.config import load_config  # noqa: E402
from graphnode.data import load_graph, synthetic_sbm  # noqa: E402
from graphnode.metrics import masked_accuracy  # noqa: E402
from graphnode.models import build_model  # noqa: E402
from graphnode.transforms import gcn_norm_adj, to_undirected  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    st = torch.load(args.ckpt, map_location="cpu", weights_only=False)
    d = cfg["data"]
    g = load_graph(d["root"], d.get("name")) if d.get("root") else synthetic_sbm(seed=cfg["seed"])
    g.edge_index = to_undirected(g.edge_index, g.num_nodes)
    model = build_model(cfg["model"], g.x.size(1), g.num_classes).eval()
    model.load_state_dict(st["model"])
    structure = gcn_norm_adj(g.edge_index, g.num_nodes) if cfg["model"]["name"] == "gcn" else g.edge_index
    with torch.no_grad():
        out = model(g.x, structure)
    for k, m in st["masks"].items():
        print(f"{k:5s} acc {masked_accuracy(out, g.y, m):.4f}")


if __name__ == "__main__":
    main()
