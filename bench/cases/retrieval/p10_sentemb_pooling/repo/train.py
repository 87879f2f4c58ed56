"""python train.py --config configs/mean_pool.yaml --out runs/mean"""
import argparse

import torch

from sentemb import SentenceEncoder
from sentemb.data.paraphrases import corpus, make_pairs, make_sts
from sentemb.evaluation.retrieval import recall_at_k
from sentemb.evaluation.sts import evaluate_sts
from sentemb.training.trainer import train


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/mean_pool.yaml")
    p.add_argument("--out", default=None)
    p.add_argument("--epochs", type=int, default=None)
    args = p.parse_args(argv)
    torch.manual_seed(0)
    pairs = make_pairs(2000)
    model, cfg = SentenceEncoder.from_config(args.config, corpus(pairs))
    if args.epochs is not None:
        cfg["train"]["epochs"] = args.epochs
    train(model, pairs[: cfg["data"]["num_pairs"]], cfg["train"])
    sts = evaluate_sts(model, make_sts(300))
    rec = recall_at_k(model, make_pairs(200, seed=5))
    print(f"STS spearman {sts['spearman']:.4f} | " + " ".join(f"{k} {v:.3f}" for k, v in rec.items()))
    if args.out:
        model.save(args.out)
    return model, sts, rec


if __name__ == "__main__":
    main()
