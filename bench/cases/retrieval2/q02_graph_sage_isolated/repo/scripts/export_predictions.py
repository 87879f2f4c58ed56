"""Train once and dump per-node predictions to a JSON file."""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import torch  # noqa: E402

from graphkit.data import class_balanced_split, load_dataset  # noqa: E402
from graphkit.nn import build_model  # noqa: E402
from graphkit.train import fit  # noqa: E402
from graphkit.transforms import build_transforms  # noqa: E402
from graphkit.utils import load_config, set_seed  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--out", default="predictions.json")
    args = ap.parse_args()
    cfg = load_config(args.config)
    set_seed(cfg.get("seed", 0))
    graph = load_dataset(cfg["dataset"])
    transform = build_transforms(cfg.get("transforms"))
    graph.masks = class_balanced_split(graph.y, **cfg.get("split", {}))
    model = build_model(cfg, graph.x.size(1), int(graph.y.max()) + 1)
    fit(model, graph, cfg, transform)
    model.eval()
    with torch.no_grad():
        probs = torch.softmax(model(graph.x, graph.edge_index), dim=-1)
    out = [{"node": i, "pred": int(p.argmax()), "conf": round(float(p.max()), 4)} for i, p in enumerate(probs)]
    with open(args.out, "w") as fh:
        json.dump(out, fh)
    print(f"wrote {len(out)} predictions to {args.out}")


if __name__ == "__main__":
    main()
