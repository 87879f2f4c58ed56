import argparse
import json
import logging

import torch

from .analysis import report
from .data import class_balanced_split, load_dataset
from .nn import build_model
from .train import fit
from .transforms import build_transforms
from .utils import load_config, set_seed


def main(argv=None):
    ap = argparse.ArgumentParser(description="node classification")
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", dest="overrides", action="append", default=[])
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--report", action="store_true", help="print dataset statistics and exit")
    ap.add_argument("--save", default=None, help="save the final model state_dict here")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s", datefmt="%H:%M:%S")
    cfg = load_config(args.config, args.overrides)

    graph = load_dataset(cfg["dataset"])
    transform = build_transforms(cfg.get("transforms"))
    static = [t for t in transform.transforms if not getattr(t, "train_only", False)]
    dynamic = [t for t in transform.transforms if getattr(t, "train_only", False)]
    for t in static:
        graph = t(graph)
    transform.transforms = dynamic
    logging.info("%s | %s", graph.summary(), transform)
    if args.report:
        graph.masks = class_balanced_split(graph.y, seed=cfg.get("seed", 0), **cfg.get("split", {}))
        print(report(graph))
        return

    results = []
    for run in range(args.runs):
        set_seed(cfg.get("seed", 0) + run)
        graph.masks = class_balanced_split(graph.y, seed=cfg.get("seed", 0) + run, **cfg.get("split", {}))
        g = graph.to(args.device)
        num_classes = int(graph.y.max()) + 1
        model = build_model(cfg, graph.x.size(1), num_classes).to(args.device)
        res = fit(model, g, cfg, transform)
        logging.info("run %d: val %.4f test %.4f", run, res["val_acc"], res["test_acc"])
        results.append(res)
        if args.save:
            torch.save({"config": cfg, "state_dict": model.state_dict()}, args.save)
    test = torch.tensor([r["test_acc"] for r in results])
    print(json.dumps({"test_mean": test.mean().item(), "test_std": test.std().item() if len(test) > 1 else 0.0}))


if __name__ == "__main__":
    main()
