import argparse
import logging
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from asr.build import build_all  # noqa: E402
from asr.config import load_config  # noqa: E402
from asr.training import CTCTrainer  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("-c", "--config", required=True)
    p.add_argument("--device", default="cpu")
    p.add_argument("overrides", nargs="*")
    args = p.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    cfg = load_config(args.config, args.overrides)
    torch.manual_seed(cfg["seed"])
    vocab, train, valid, model = build_all(cfg)
    logging.info("train %d utts, valid %d utts, vocab %d, params %.2fM", len(train), len(valid), len(vocab),
                 sum(p.numel() for p in model.parameters()) / 1e6)
    best = CTCTrainer(model, vocab, train, valid, cfg, args.device).fit()
    logging.info("best valid CER %.2f%%", 100 * best)


if __name__ == "__main__":
    main()
