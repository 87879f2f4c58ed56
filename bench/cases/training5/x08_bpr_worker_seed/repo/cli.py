"""bpr-mf command line: `python cli.py train ...` / `python cli.py evaluate ...`"""
import argparse
import sys

import torch


def add_data_args(p):
    p.add_argument("--users", type=int, default=8000)
    p.add_argument("--items", type=int, default=4000)
    p.add_argument("--per-user", type=int, default=40)
    p.add_argument("--data-seed", type=int, default=0)


def cmd_train(args):
    from recsys.train import train
    return train(args)


def cmd_evaluate(args):
    from recsys.evaluate import recall_ndcg_at_k
    from recsys.model import MF
    from recsys.train import build_data
    ckpt = torch.load(args.checkpoint)
    saved = argparse.Namespace(**ckpt["args"])
    model = MF(saved.users, saved.items, saved.dim)
    model.load_state_dict(ckpt["model"])
    train_items, test_items = build_data(saved)
    m = recall_ndcg_at_k(model, train_items, test_items, k=args.k)
    print(f"recall@{args.k} {m['recall']:.4f}  ndcg@{args.k} {m['ndcg']:.4f}")
    return m


def build_parser():
    ap = argparse.ArgumentParser(prog="bpr-mf")
    sub = ap.add_subparsers(dest="command", required=True)
    t = sub.add_parser("train")
    add_data_args(t)
    t.add_argument("--dim", type=int, default=64)
    t.add_argument("--epochs", type=int, default=20)
    t.add_argument("--batch-size", type=int, default=2048)
    t.add_argument("--lr", type=float, default=5e-3)
    t.add_argument("--l2", type=float, default=1e-4)
    t.add_argument("--k", type=int, default=20)
    t.add_argument("--workers", type=int, default=4)
    t.add_argument("--seed", type=int, default=42)
    t.add_argument("--out", default="mf.pt")
    t.set_defaults(func=cmd_train)
    e = sub.add_parser("evaluate")
    e.add_argument("--checkpoint", required=True)
    e.add_argument("--k", type=int, default=20)
    e.set_defaults(func=cmd_evaluate)
    return ap


def main(argv=None):
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    main(sys.argv[1:])
