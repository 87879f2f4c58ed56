#!/usr/bin/env python
"""Train the char GPT on the built-in synthetic corpus."""
import argparse

import torch

from tinychar import Trainer, load_config
from tinychar.utils import save_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/tiny.yaml")
    ap.add_argument("--out", default=None)
    ap.add_argument("--steps", type=int, default=None)
    args = ap.parse_args()
    torch.set_num_threads(1)
    cfg = load_config(args.config)
    trainer = Trainer.from_config(cfg).fit(args.steps)
    print("final:", trainer.evaluate())
    s = cfg["sample"]
    print(trainer.model.generate_text(trainer.tokenizer, "the ", s["max_new_tokens"],
                                      temperature=s["temperature"], top_k=s["top_k"], top_p=s["top_p"]))
    if args.out:
        save_checkpoint(args.out, trainer.model, trainer.tokenizer, trainer.step)


if __name__ == "__main__":
    main()
