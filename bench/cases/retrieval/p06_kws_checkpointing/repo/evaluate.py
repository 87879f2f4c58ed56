"""python evaluate.py --ckpt runs/kws/best.pt [--model dscnn] [--num-test 1000]"""
import argparse

import torch
from torch.utils.data import DataLoader

from kws.data.synth import SyntheticKeywords
from kws.engine.trainer import evaluate
from kws.models import build_model
from kws.utils.checkpoint import load_weights
from kws.utils.meters import false_alarm_rate, false_reject_rate


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", required=True)
    p.add_argument("--model", default=None, help="defaults to the model stored in the checkpoint")
    p.add_argument("--num-test", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    cfg = torch.load(args.ckpt, map_location="cpu", weights_only=False).get("config", {})
    model = build_model(args.model or cfg.get("model", "dscnn"), num_classes=12)
    load_weights(model, args.ckpt)
    loader = DataLoader(SyntheticKeywords(args.num_test, seed=args.seed), batch_size=256)
    stats = evaluate(model, loader)
    with torch.no_grad():
        xs, ys = zip(*[(x, y) for x, y in loader])
        logits = torch.cat([model(x) for x in xs])
        y = torch.cat(ys)
    kw = list(range(10))
    stats["frr"] = false_reject_rate(logits, y, kw)
    stats["far"] = false_alarm_rate(logits, y, kw)
    print(f"test acc {stats['val_acc']:.3f} | FRR {stats['frr']:.3f} | FAR {stats['far']:.3f}")
    return stats


if __name__ == "__main__":
    main()
