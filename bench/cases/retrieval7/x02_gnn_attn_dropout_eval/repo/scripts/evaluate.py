"""Evaluate a saved checkpoint: python scripts/evaluate.py runs/gat.pt"""
import argparse

from gnnlab import build_model, load_graph
from gnnlab.metrics import evaluate
from gnnlab.utils import load_checkpoint, set_seed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ckpt")
    args = ap.parse_args()
    import torch
    cfg = torch.load(args.ckpt, map_location="cpu", weights_only=False)["cfg"]
    set_seed(cfg["seed"])
    graph = load_graph(cfg)
    model = build_model(cfg, graph)
    load_checkpoint(args.ckpt, model)
    for split in ("train", "val", "test"):
        print(f"{split:5s} acc {evaluate(model, graph, split):.4f}")


if __name__ == "__main__":
    main()
