import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tworec.models import build_model  # noqa: E402
from tworec.utils import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--user", type=int, required=True)
    ap.add_argument("-k", type=int, default=10)
    args = ap.parse_args()
    st = load_checkpoint(args.ckpt)
    model = build_model(st["config"]["model"], st["n_users"], st["n_items"]).eval()
    model.load_state_dict(st["model"])
    with torch.no_grad():
        scores = model.score_all(torch.tensor([args.user]))[0]
    seen = list(st.get("train_pos", {}).get(args.user, ()))
    if seen:
        scores[seen] = -float("inf")
    top = scores.topk(args.k)
    for rank, (i, s) in enumerate(zip(top.indices.tolist(), top.values.tolist()), 1):
        print(f"{rank:2d}. item {i}  score {s:.3f}")


if __name__ == "__main__":
    main()
