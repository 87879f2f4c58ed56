#!/usr/bin/env python
import argparse

from hwr.builders import build_codec, build_datasets, build_loaders
from hwr.config import load_config
from hwr.engine.evaluator import evaluate
from hwr.inference import Recognizer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/crnn_small.yaml")
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--show", type=int, default=10)
    args = ap.parse_args()
    cfg = load_config(args.config)
    rec = Recognizer.from_checkpoint(args.ckpt)
    codec = build_codec(cfg)
    _, val = build_datasets(cfg, codec)
    _, vl = build_loaders(cfg, val, val, width_multiple=rec.model.backbone.width_stride)
    res = evaluate(rec.model, vl, codec, return_samples=args.show)
    print(f"val CER {res['cer']:.4f}  WER {res['wer']:.4f}")
    for ref, hyp in res["samples"]:
        print(f"  {ref:>10s} -> {hyp}")


if __name__ == "__main__":
    main()
