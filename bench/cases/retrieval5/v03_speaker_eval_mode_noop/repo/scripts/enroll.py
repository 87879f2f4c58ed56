"""Enrol a speaker from a few utterances and save the speaker embedding."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from spkver.engine import EmbeddingExtractor  # noqa: E402
from spkver.models import build_model  # noqa: E402
from spkver.utils import load_config  # noqa: E402
from spkver.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--spk", required=True)
    ap.add_argument("--utts", nargs="+", required=True)
    ap.add_argument("--out", default="enrolled")
    args = ap.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    extractor = EmbeddingExtractor(model, cfg["data"]["n_mels"], cfg["data"].get("precomputed", True))
    utts = [(os.path.basename(p), p, args.spk) for p in args.utts]
    emb = extractor.embed_speaker(utts)
    os.makedirs(args.out, exist_ok=True)
    torch.save(emb, os.path.join(args.out, f"{args.spk}.pt"))
    print(f"enrolled {args.spk} from {len(utts)} utterances, dim {emb.numel()}")


if __name__ == "__main__":
    main()
