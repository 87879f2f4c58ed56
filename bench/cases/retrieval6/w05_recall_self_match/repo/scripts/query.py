import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from metricrank.data import build_dataloaders  # noqa: E402
from metricrank.engine.task import MetricLearningTask  # noqa: E402
from metricrank.losses import build_loss  # noqa: E402
from metricrank.models import build_model  # noqa: E402
from metricrank.retrieval import FlatIndex  # noqa: E402
from metricrank.utils import load_config  # noqa: E402
from metricrank.utils.checkpoint import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description="Index the test split and print neighbours of a few items.")
    ap.add_argument("config")
    ap.add_argument("--ckpt", default=None)
    ap.add_argument("--k", type=int, default=5)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    _, test_loader = build_dataloaders(cfg.data)
    model = build_model(cfg.model)
    if args.ckpt:
        load_checkpoint(args.ckpt, model)
    emb, labels = MetricLearningTask(model, build_loss(cfg.loss), None, cfg.eval).embed(test_loader)
    index = FlatIndex(cfg.eval.get("metric", "cosine"))
    index.add(emb)
    dist, ids = index.search(emb[:5], k=args.k, exclude_ids=list(range(5)))
    for q in range(5):
        print(q, int(labels[q]), [(int(i), int(labels[i])) for i in ids[q]])


if __name__ == "__main__":
    main()
