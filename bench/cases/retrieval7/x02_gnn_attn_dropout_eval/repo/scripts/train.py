"""Train a node classifier: python scripts/train.py --config configs/gat.yaml"""
import argparse

from gnnlab import build_model, load_config, load_graph
from gnnlab.engine import Trainer
from gnnlab.metrics import evaluate, macro_f1
from gnnlab.utils import save_checkpoint, set_seed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--save", default=None, help="checkpoint path")
    args = ap.parse_args()
    cfg = load_config(args.config)
    set_seed(cfg["seed"])
    graph = load_graph(cfg)
    model = build_model(cfg, graph)
    best_val = Trainer(cfg, model, graph, verbose=True).fit()
    pred = model.predict(graph)
    if args.save:
        save_checkpoint(args.save, model, cfg, {"best_val": best_val})
    print(f"best val acc: {best_val:.4f}")
    print(f"test acc:     {evaluate(model, graph, 'test'):.4f}")
    print(f"test macro-F1 {macro_f1(pred, graph.y, graph.masks['test'], cfg['data']['num_classes']):.4f}")


if __name__ == "__main__":
    main()
